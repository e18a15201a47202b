CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country_code" text,
	"region_code" text,
	"city_code" text,
	"trip_flag" boolean DEFAULT false NOT NULL,
	"remote_flag" boolean DEFAULT false NOT NULL,
	"avatar_file_id" uuid,
	"avatar_url" text,
	"avatar_thumb_url" text,
	"header_color" text,
	"header_file_id" uuid,
	"header_url" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contacts_visibility" text DEFAULT 'REGISTERED' NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"cfg" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_talent_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"talant_code" text NOT NULL,
	"service_code" text NOT NULL,
	"cost" integer,
	"unit" text,
	"cost_by_agree" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_talent_styles" (
	"user_id" uuid NOT NULL,
	"talant_code" text NOT NULL,
	"style_code" text NOT NULL,
	CONSTRAINT "user_talent_styles_user_id_talant_code_style_code_pk" PRIMARY KEY("user_id","talant_code","style_code")
);
--> statement-breakpoint
CREATE TABLE "user_talent_tools" (
	"user_id" uuid NOT NULL,
	"talant_code" text NOT NULL,
	"tool_code" text NOT NULL,
	CONSTRAINT "user_talent_tools_user_id_talant_code_tool_code_pk" PRIMARY KEY("user_id","talant_code","tool_code")
);
--> statement-breakpoint
CREATE TABLE "user_talents" (
	"user_id" uuid NOT NULL,
	"talant_code" text NOT NULL,
	"creative_name" text,
	"about" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_talents_user_id_talant_code_pk" PRIMARY KEY("user_id","talant_code")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_services" ADD CONSTRAINT "user_talent_services_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_styles" ADD CONSTRAINT "user_talent_styles_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_tools" ADD CONSTRAINT "user_talent_tools_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talents" ADD CONSTRAINT "user_talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_city_idx" ON "user_profiles" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "user_profiles_country_idx" ON "user_profiles" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "user_profiles_region_idx" ON "user_profiles" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "user_profiles_avatar_idx" ON "user_profiles" USING btree ("avatar_file_id");--> statement-breakpoint
CREATE INDEX "user_profiles_header_idx" ON "user_profiles" USING btree ("header_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_talent_services_uq" ON "user_talent_services" USING btree ("user_id","talant_code","service_code");--> statement-breakpoint
CREATE INDEX "user_talent_services_code_idx" ON "user_talent_services" USING btree ("service_code");--> statement-breakpoint
CREATE INDEX "user_talent_services_cost_idx" ON "user_talent_services" USING btree ("cost") WHERE "user_talent_services"."cost" is not null;--> statement-breakpoint
CREATE INDEX "user_talent_styles_style_idx" ON "user_talent_styles" USING btree ("style_code");--> statement-breakpoint
CREATE INDEX "user_talent_tools_tool_idx" ON "user_talent_tools" USING btree ("tool_code");--> statement-breakpoint
CREATE INDEX "user_talents_code_idx" ON "user_talents" USING btree ("talant_code");