ALTER TABLE "files" ALTER COLUMN "added_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "added_at" SET DEFAULT now();