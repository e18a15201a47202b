-- The search on 100k people and 1M tracks (issue 15). INCLUDE by hand (Drizzle's index builder has no
-- INCLUDE; the schema lists search_doc as a second column): the titles' documents ride along for the
-- relevance rank's index-only read of a person's tracks, they are no key. Building it on 1M tracks
-- takes about 4 s.
CREATE INDEX "files_owner_audio_doc_idx" ON "files" USING btree ("owner_id") INCLUDE ("search_doc") WHERE "files"."file_type" = 'Audio' and not "files"."deleted" and "files"."public" and "files"."available";--> statement-breakpoint
CREATE INDEX "user_profiles_unlisted_idx" ON "user_profiles" USING btree ("user_id") WHERE not "user_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "users_unlisted_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'ACTIVE';
--> statement-breakpoint
-- Search by a talent on 100k people (issue 15): the holders of a talent from the index alone (index-only),
-- which the planner hashes; a talent's count read ~19 000 buffers probing people's talents, now ~160.
DROP INDEX "user_talents_code_idx";--> statement-breakpoint
CREATE INDEX "user_talents_code_idx" ON "user_talents" USING btree ("talant_code","user_id");