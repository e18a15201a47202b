CREATE TABLE "notification_actors" (
	"group_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"cause_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_actors_group_id_actor_id_cause_id_pk" PRIMARY KEY("group_id","actor_id","cause_id")
);
--> statement-breakpoint
CREATE TABLE "notification_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"link" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_inboxes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"follow" boolean DEFAULT true NOT NULL,
	"like" boolean DEFAULT true NOT NULL,
	"comment" boolean DEFAULT true NOT NULL,
	"reply" boolean DEFAULT true NOT NULL,
	"post_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_group_id_notification_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notification_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_groups" ADD CONSTRAINT "notification_groups_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_inboxes" ADD CONSTRAINT "notification_inboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_group_idx" ON "notification_actors" USING btree ("group_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_actors_cause_idx" ON "notification_actors" USING btree ("cause_id");--> statement-breakpoint
CREATE INDEX "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notification_groups_list_idx" ON "notification_groups" USING btree ("recipient_id","latest_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notification_groups"."actor_count" > 0;--> statement-breakpoint
CREATE INDEX "notification_groups_unread_idx" ON "notification_groups" USING btree ("recipient_id") WHERE "notification_groups"."actor_count" > 0 and not "notification_groups"."read";--> statement-breakpoint
CREATE INDEX "notification_groups_seq_idx" ON "notification_groups" USING btree ("recipient_id","seq");--> statement-breakpoint
CREATE INDEX "notification_groups_target_idx" ON "notification_groups" USING btree ("recipient_id","type","target_type","target_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_groups_object_idx" ON "notification_groups" USING btree ("target_type","target_id");