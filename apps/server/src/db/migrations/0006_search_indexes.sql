CREATE INDEX "files_search_list_idx" ON "files" USING btree ("file_type","added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "files"."deleted" and "files"."public";--> statement-breakpoint
CREATE INDEX "files_search_media_idx" ON "files" USING btree ("added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "files"."deleted" and "files"."public" and "files"."file_type" <> 'Audio';--> statement-breakpoint
CREATE INDEX "files_search_name_trgm_idx" ON "files" USING gin (replace(lower("name"), 'ё', 'е') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_talents_creative_name_trgm_idx" ON "user_talents" USING gin (replace(lower("creative_name"), 'ё', 'е') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_order_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin (replace(lower("nick_name" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '')), 'ё', 'е') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_birth_date_idx" ON "users" USING btree ("birth_date");