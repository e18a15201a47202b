-- INCLUDE by hand (Drizzle's index builder has no INCLUDE; the schema lists the four columns): author and
-- audience ride along for the feed's index-only walk but are no keys. `published_at is not null` (always
-- true of a published post) keeps every statement but the feed's, which states it, off this index.
-- IF NOT EXISTS: the shared bench database got this index before the branches' migrations were merged.
CREATE INDEX IF NOT EXISTS "posts_feed_idx" ON "posts" USING btree ("display_at","id") INCLUDE ("author_id","type") WHERE "posts"."status" = 'Published' and not "posts"."deleted" and "posts"."published_at" is not null;
