-- A visitor's page of comments (getCommentList) is cached, tagged with its object (post:<id> or
-- file:<id>), each comment (comment:<id>: its likes, through like_counts) and each author (user:<id>).
-- A comment written, edited or removed tells about its object, so the object's cached pages go.
CREATE TRIGGER public_cache_comments AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('@object_type=object_id');
