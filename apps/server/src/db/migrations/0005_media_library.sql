CREATE TABLE "file_likes" (
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_likes_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "embed_url" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "peaks" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_likes" ADD CONSTRAINT "file_likes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_likes" ADD CONSTRAINT "file_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_likes_user_idx" ON "file_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "files_owner_video_uq" ON "files" USING btree ("owner_id","hosting_service","external_id") WHERE "files"."external" and not "files"."deleted";--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_likes_count_ck" CHECK ("files"."likes_count" >= 0);