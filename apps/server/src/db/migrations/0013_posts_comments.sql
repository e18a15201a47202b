CREATE TABLE "comment_counts" (
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_counts_object_type_object_id_pk" PRIMARY KEY("object_type","object_id"),
	CONSTRAINT "comment_counts_count_ck" CHECK ("comment_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"parent_id" uuid,
	"root_id" uuid,
	"author_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comments_object_type_ck" CHECK ("comments"."object_type" in ('post', 'file')),
	CONSTRAINT "comments_reply_count_ck" CHECK ("comments"."reply_count" >= 0),
	CONSTRAINT "comments_root_ck" CHECK (("comments"."parent_id" is null) = ("comments"."root_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_edits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"type" text DEFAULT 'Public' NOT NULL,
	"status" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"display_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "posts_type_ck" CHECK ("posts"."type" in ('Public', 'Private')),
	CONSTRAINT "posts_status_ck" CHECK ("posts"."status" in ('Published', 'Sheduled')),
	CONSTRAINT "posts_published_ck" CHECK ("posts"."status" <> 'Published' or "posts"."published_at" is not null),
	CONSTRAINT "posts_files_ck" CHECK (cardinality("posts"."file_ids") <= 10)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_root_id_comments_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_edits" ADD CONSTRAINT "post_edits_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_roots_idx" ON "comments" USING btree ("object_type","object_id","created_at","id") WHERE "comments"."root_id" is null;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("root_id","created_at","id") WHERE "comments"."root_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "post_edits_post_idx" ON "post_edits" USING btree ("post_id","written_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_author_list_idx" ON "posts" USING btree ("author_id","status","display_at","id") WHERE not "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_author_deleted_idx" ON "posts" USING btree ("author_id","deleted_at","id") WHERE "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("display_at") WHERE "posts"."status" = 'Sheduled' and not "posts"."deleted";--> statement-breakpoint
CREATE INDEX "posts_deleted_at_idx" ON "posts" USING btree ("deleted_at") WHERE "posts"."deleted";