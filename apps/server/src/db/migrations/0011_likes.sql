CREATE TABLE "like_counts" (
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "like_counts_object_type_object_id_pk" PRIMARY KEY("object_type","object_id"),
	CONSTRAINT "like_counts_count_ck" CHECK ("like_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_object_type_object_id_user_id_pk" PRIMARY KEY("object_type","object_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);