ALTER TABLE "posts" DROP CONSTRAINT "posts_type_ck";--> statement-breakpoint
DROP INDEX "posts_author_list_idx";--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birth_date_visibility" text DEFAULT 'SHOW' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_author_list_idx" ON "posts" USING btree ("author_id","status","display_at","id","type") WHERE not "posts"."deleted";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_type_ck" CHECK ("posts"."type" in ('Public', 'Followers', 'Private'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_birth_date_visibility_ck" CHECK ("user_profiles"."birth_date_visibility" in ('SHOW', 'HIDE_YEAR', 'HIDE'));