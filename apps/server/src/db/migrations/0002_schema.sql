CREATE TABLE "auth_locks" (
	"key" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttle_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_throttle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_reset_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"nick_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"sex" text,
	"attraction_source" text,
	"school_name" text,
	"partner_code" text,
	"language" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "file_styles" (
	"file_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "file_styles_file_id_code_pk" PRIMARY KEY("file_id","code")
);
--> statement-breakpoint
CREATE TABLE "file_talents" (
	"file_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "file_talents_file_id_code_pk" PRIMARY KEY("file_id","code")
);
--> statement-breakpoint
CREATE TABLE "file_tools" (
	"file_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "file_tools_file_id_code_pk" PRIMARY KEY("file_id","code")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_type" text NOT NULL,
	"file_sub_type" text,
	"file_name" text NOT NULL,
	"file_ext" text,
	"upload_id" uuid,
	"logo_upload_id" uuid,
	"logo_url" text,
	"origin_name" text,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"file_size" bigint,
	"duration" double precision,
	"width" integer,
	"height" integer,
	"orientation" text,
	"available" boolean DEFAULT true NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"external" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"hosting_service" text,
	"file_date" timestamp with time zone,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_type_ck" CHECK ("files"."file_type" in ('Audio', 'Video', 'Image')),
	CONSTRAINT "files_orientation_ck" CHECK ("files"."orientation" is null or "files"."orientation" in ('Horizontal', 'Vertical')),
	CONSTRAINT "files_deleted_ck" CHECK ("files"."deleted" = ("files"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"source_mime" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"origin_name" text,
	"width" integer,
	"height" integer,
	"orientation" text,
	"duration" double precision,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_ck" CHECK ("uploads"."kind" in ('image', 'audio', 'video'))
);
--> statement-breakpoint
CREATE TABLE "attraction_sources" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"region_code" text,
	"name_en" text NOT NULL,
	"name_ru" text,
	"key_en" text NOT NULL,
	"key_ru" text,
	"population" integer NOT NULL,
	"lat" real NOT NULL,
	"lon" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_types" (
	"domain" text NOT NULL,
	"code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "reference_types_domain_code_pk" PRIMARY KEY("domain","code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL,
	"unit" text
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_service_kinds" (
	"talent_code" text NOT NULL,
	"service_code" text NOT NULL,
	CONSTRAINT "talent_service_kinds_talent_code_service_code_pk" PRIMARY KEY("talent_code","service_code")
);
--> statement-breakpoint
CREATE TABLE "talent_styles" (
	"talent_code" text NOT NULL,
	"style_code" text NOT NULL,
	CONSTRAINT "talent_styles_talent_code_style_code_pk" PRIMARY KEY("talent_code","style_code")
);
--> statement-breakpoint
CREATE TABLE "talent_tools" (
	"talent_code" text NOT NULL,
	"tool_code" text NOT NULL,
	CONSTRAINT "talent_tools_talent_code_tool_code_pk" PRIMARY KEY("talent_code","tool_code")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"code" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"show_style" boolean NOT NULL,
	"show_tools" boolean NOT NULL,
	"tool_field" text,
	"tool_placeholder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"key_ru" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "attraction_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_code" text;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_styles" ADD CONSTRAINT "file_styles_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_talents" ADD CONSTRAINT "file_talents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tools" ADD CONSTRAINT "file_tools_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_kinds" ADD CONSTRAINT "talent_service_kinds_talent_code_talents_code_fk" FOREIGN KEY ("talent_code") REFERENCES "public"."talents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_kinds" ADD CONSTRAINT "talent_service_kinds_service_code_service_kinds_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."service_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_styles" ADD CONSTRAINT "talent_styles_talent_code_talents_code_fk" FOREIGN KEY ("talent_code") REFERENCES "public"."talents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_styles" ADD CONSTRAINT "talent_styles_style_code_styles_code_fk" FOREIGN KEY ("style_code") REFERENCES "public"."styles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tools" ADD CONSTRAINT "talent_tools_talent_code_talents_code_fk" FOREIGN KEY ("talent_code") REFERENCES "public"."talents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tools" ADD CONSTRAINT "talent_tools_tool_code_tools_code_fk" FOREIGN KEY ("tool_code") REFERENCES "public"."tools"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_services" ADD CONSTRAINT "user_talent_services_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_styles" ADD CONSTRAINT "user_talent_styles_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talent_tools" ADD CONSTRAINT "user_talent_tools_user_id_talant_code_user_talents_user_id_talant_code_fk" FOREIGN KEY ("user_id","talant_code") REFERENCES "public"."user_talents"("user_id","talant_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_talents" ADD CONSTRAINT "user_talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_locks_locked_until_idx" ON "auth_locks" USING btree ("locked_until");--> statement-breakpoint
CREATE INDEX "auth_throttle_events_bucket_key_at_idx" ON "auth_throttle_events" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "auth_throttle_events_at_idx" ON "auth_throttle_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_user_id_idx" ON "password_reset_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_requests_expires_at_idx" ON "password_reset_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_at_idx" ON "pending_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "file_styles_code_idx" ON "file_styles" USING btree ("code","file_id");--> statement-breakpoint
CREATE INDEX "file_talents_code_idx" ON "file_talents" USING btree ("code","file_id");--> statement-breakpoint
CREATE INDEX "file_tools_code_idx" ON "file_tools" USING btree ("code","file_id");--> statement-breakpoint
CREATE INDEX "files_owner_type_list_idx" ON "files" USING btree ("owner_id","file_type","deleted","added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_owner_list_idx" ON "files" USING btree ("owner_id","deleted","added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "files_upload_uq" ON "files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "files_logo_upload_idx" ON "files" USING btree ("logo_upload_id");--> statement-breakpoint
CREATE INDEX "files_deleted_at_idx" ON "files" USING btree ("deleted_at") WHERE "files"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_uq" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cities_country_population_idx" ON "cities" USING btree ("country_code","population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_region_code_idx" ON "cities" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_key_en_prefix_idx" ON "cities" USING btree ("key_en" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_key_ru_prefix_idx" ON "cities" USING btree ("key_ru" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_key_en_trgm_idx" ON "cities" USING gin ("key_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_key_ru_trgm_idx" ON "cities" USING gin ("key_ru" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_country_code_idx" ON "regions" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "service_kinds_type_code_idx" ON "service_kinds" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "styles_type_code_idx" ON "styles" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "talent_service_kinds_service_code_idx" ON "talent_service_kinds" USING btree ("service_code");--> statement-breakpoint
CREATE INDEX "talent_styles_style_code_idx" ON "talent_styles" USING btree ("style_code");--> statement-breakpoint
CREATE INDEX "talent_tools_tool_code_idx" ON "talent_tools" USING btree ("tool_code");--> statement-breakpoint
CREATE INDEX "tools_type_code_idx" ON "tools" USING btree ("type_code");--> statement-breakpoint
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