-- A post written, edited, published or removed also tells about its author (user:<author_id>): a
-- reader's cached feed page is tagged with everyone they follow, so a new post of theirs drops it.
DROP TRIGGER public_cache_posts ON posts;--> statement-breakpoint
CREATE TRIGGER public_cache_posts AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('post=id', 'user=author_id');
