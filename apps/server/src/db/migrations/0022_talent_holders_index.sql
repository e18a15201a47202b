-- Search by a talent on 100k people (issue 15): the holders of a talent from the index alone (index-only),
-- which the planner hashes; a talent's count read ~19 000 buffers probing people's talents, now ~160.
DROP INDEX "user_talents_code_idx";--> statement-breakpoint
CREATE INDEX "user_talents_code_idx" ON "user_talents" USING btree ("talant_code","user_id");