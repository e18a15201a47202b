ALTER TABLE "files" DROP CONSTRAINT "files_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_logo_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;