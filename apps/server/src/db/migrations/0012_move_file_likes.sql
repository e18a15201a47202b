-- File likes move to the likes module's tables (object_type 'file'), every row with its time, and
-- the counts are taken from the rows themselves; then the files module's like table and counter go.
INSERT INTO "likes" ("object_type", "object_id", "user_id", "created_at")
SELECT 'file', "file_id", "user_id", "created_at" FROM "file_likes"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "like_counts" ("object_type", "object_id", "count")
SELECT 'file', "file_id", count(*)::int FROM "file_likes" GROUP BY "file_id"
ON CONFLICT ("object_type", "object_id") DO UPDATE SET "count" = excluded."count";
--> statement-breakpoint
DROP TABLE "file_likes" CASCADE;
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_likes_count_ck";
--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "likes_count";
