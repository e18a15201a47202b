-- The public cache (lib/public-cache.ts) keeps visitors' answers in each server process. A write to
-- what a visitor sees tells every process through NOTIFY public_cache '<tag>', sent on commit (a
-- rolled-back write tells no one). Tags: user:<id>, file:<id>, post:<id>, comment:<id>, search
-- (any person's searchable facts), * (the glossary: every answer). PostgreSQL sends one NOTIFY per
-- distinct payload per transaction, so a statement touching many rows of one person sends one.
--
-- The trigger's arguments name the tags: 'search' is sent as it is; 'user=user_id' sends
-- user:<the row's user_id>; '@object_type=object_id' sends <the row's object_type>:<object_id>.
-- An UPDATE tells about the old row and the new one (a file moved to another owner, a renamed nick).
CREATE FUNCTION public_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb;
  arg text;
  tag text;
  recs jsonb[];
BEGIN
  recs := CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[to_jsonb(NEW)]
    WHEN 'DELETE' THEN ARRAY[to_jsonb(OLD)]
    ELSE ARRAY[to_jsonb(NEW), to_jsonb(OLD)]
  END;
  FOREACH rec IN ARRAY recs LOOP
    FOREACH arg IN ARRAY TG_ARGV LOOP
      IF position('=' in arg) = 0 THEN
        tag := arg;
      ELSIF left(arg, 1) = '@' THEN
        tag := (rec ->> substr(split_part(arg, '=', 1), 2)) || ':' || (rec ->> split_part(arg, '=', 2));
      ELSE
        tag := split_part(arg, '=', 1) || ':' || (rec ->> split_part(arg, '=', 2));
      END IF;
      IF tag IS NOT NULL THEN
        PERFORM pg_notify('public_cache', tag);
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reference data (names of talents, tools, styles, services, places) is in nearly every answer and
-- changes only when the glossary is reloaded: one statement-level NOTIFY empties every cache.
CREATE FUNCTION public_cache_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_cache_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_user_profiles AFTER INSERT OR UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_user_talents AFTER INSERT OR UPDATE OR DELETE ON user_talents
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_user_talent_tools AFTER INSERT OR UPDATE OR DELETE ON user_talent_tools
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_user_talent_styles AFTER INSERT OR UPDATE OR DELETE ON user_talent_styles
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_user_talent_services AFTER INSERT OR UPDATE OR DELETE ON user_talent_services
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_follow_counts AFTER INSERT OR UPDATE OR DELETE ON follow_counts
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('user=user_id');--> statement-breakpoint
CREATE TRIGGER public_cache_files AFTER INSERT OR UPDATE OR DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('file=id', 'user=owner_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_file_talents AFTER INSERT OR UPDATE OR DELETE ON file_talents
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('file=file_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_file_tools AFTER INSERT OR UPDATE OR DELETE ON file_tools
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('file=file_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_file_styles AFTER INSERT OR UPDATE OR DELETE ON file_styles
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('file=file_id', 'search');--> statement-breakpoint
CREATE TRIGGER public_cache_posts AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('post=id');--> statement-breakpoint
CREATE TRIGGER public_cache_like_counts AFTER INSERT OR UPDATE OR DELETE ON like_counts
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('@object_type=object_id');--> statement-breakpoint
CREATE TRIGGER public_cache_comment_counts AFTER INSERT OR UPDATE OR DELETE ON comment_counts
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('@object_type=object_id');--> statement-breakpoint
CREATE TRIGGER public_cache_talents AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON talents
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_tools AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_styles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON styles
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_service_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_kinds
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_countries AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_regions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();--> statement-breakpoint
CREATE TRIGGER public_cache_cities AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_all();
