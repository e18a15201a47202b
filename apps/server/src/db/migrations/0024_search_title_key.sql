-- Track search by a title word on 1M tracks (issue 15): the title as the search compares it (lower
-- case, ё as е) is stored, so a walk of the titles no longer computes lower() per title (two thirds
-- of a count's time for a word in 2 % of them), and the list index carries what that walk compares
-- (INCLUDE by hand: Drizzle's index builder has no INCLUDE), so it reads no table page per title.
-- Adding the column rewrites the table and its indexes, longer than the app's 5 s statement
-- timeout on 1M tracks: the migrations' transaction lifts it for itself (SET LOCAL).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
DROP INDEX "files_search_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "name_key" text GENERATED ALWAYS AS (replace(lower("files"."name"), 'ё', 'е')) STORED;--> statement-breakpoint
-- The planner estimates LIKE '%word%' from this column's histogram: with the default 100 bounds a
-- word in 2.4 % of the titles matched none of them about one time in ten, was estimated at 93 rows
-- and had its 23 000 matches sorted for a page (420 ms); 1000 bounds make that vanishingly rare.
ALTER TABLE "files" ALTER COLUMN "name_key" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "files_search_name_trgm_idx" ON "files" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "files_search_list_idx";--> statement-breakpoint
CREATE INDEX "files_search_list_idx" ON "files" USING btree ("file_type","added_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("owner_id","available","name_key") WHERE not "files"."deleted" and "files"."public";--> statement-breakpoint
-- The new column's statistics now, not at autovacuum's next visit (about 6 s on 1M tracks).
ANALYZE "files";
