CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "build_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"build_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "build_attachments_type_valid" CHECK ("build_attachments"."type" in ('muzzle','barrel','optic','other'))
);
--> statement-breakpoint
CREATE TABLE "build_tag_links" (
	"build_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "build_tag_links_build_id_tag_id_pk" PRIMARY KEY("build_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "build_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "build_tags_name_not_blank" CHECK (length(trim("build_tags"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"weapon_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating" double precision DEFAULT 4 NOT NULL,
	"build_code" text DEFAULT '' NOT NULL,
	"weapon_builder_img" text,
	"weapon_control_img" text,
	"weapon_stats_img" text,
	"creator_name" text DEFAULT '' NOT NULL,
	"creator_avatar" text,
	"creator_contributions" integer DEFAULT 0 NOT NULL,
	"control" integer DEFAULT 50 NOT NULL,
	"handling" integer DEFAULT 50 NOT NULL,
	"stability" integer DEFAULT 50 NOT NULL,
	"accuracy" integer DEFAULT 50 NOT NULL,
	"range" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builds_rating_range" CHECK ("builds"."rating" >= 1 and "builds"."rating" <= 5),
	CONSTRAINT "builds_stats_range" CHECK ("builds"."control" between 0 and 100 and "builds"."handling" between 0 and 100 and "builds"."stability" between 0 and 100 and "builds"."accuracy" between 0 and 100 and "builds"."range" between 0 and 100),
	CONSTRAINT "builds_contributions_non_negative" CHECK ("builds"."creator_contributions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "difficulties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "difficulties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	CONSTRAINT "item_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "keycard_difficulties" (
	"keycard_id" text NOT NULL,
	"difficulty_id" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "keycard_difficulties_keycard_id_difficulty_id_pk" PRIMARY KEY("keycard_id","difficulty_id"),
	CONSTRAINT "keycard_difficulties_cost_non_negative" CHECK ("keycard_difficulties"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "keycard_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"keycard_id" text NOT NULL,
	"item_type_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "keycard_items_quantity_positive" CHECK ("keycard_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "keycards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_original" text,
	"image_url" text,
	"durability" integer DEFAULT 1 NOT NULL,
	"card_value" integer DEFAULT 0 NOT NULL,
	"map_id" integer NOT NULL,
	"rarity_id" text DEFAULT 'common' NOT NULL,
	"location_img" text,
	"location" text DEFAULT '' NOT NULL,
	"room_info" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keycards_id_format" CHECK ("keycards"."id" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "keycards_durability_positive" CHECK ("keycards"."durability" >= 1),
	CONSTRAINT "keycards_value_non_negative" CHECK ("keycards"."card_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "maps_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"keycard_id" text NOT NULL,
	"old_value" integer NOT NULL,
	"new_value" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_values_non_negative" CHECK ("price_history"."old_value" >= 0 and "price_history"."new_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rarities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"rotated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ttk_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"weapon_id" integer NOT NULL,
	"ammo_type" text NOT NULL,
	"target_area" text NOT NULL,
	"ttk_value" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "ttk_values_ammo_valid" CHECK ("ttk_values"."ammo_type" in ('yellow','blue','green','red')),
	CONSTRAINT "ttk_values_area_valid" CHECK ("ttk_values"."target_area" in ('chest','head','arms','legs')),
	CONSTRAINT "ttk_values_non_negative" CHECK ("ttk_values"."ttk_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weapon_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "weapon_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "weapon_pros_cons" (
	"id" serial PRIMARY KEY NOT NULL,
	"weapon_id" integer NOT NULL,
	"attribute_text" text NOT NULL,
	"is_pro" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weapon_tags" (
	"weapon_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "weapon_tags_weapon_id_tag_id_pk" PRIMARY KEY("weapon_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "weapons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"tier" text DEFAULT 'C' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"damage" double precision DEFAULT 0 NOT NULL,
	"fire_rate" double precision DEFAULT 0 NOT NULL,
	"range" double precision DEFAULT 0 NOT NULL,
	"capacity" double precision DEFAULT 0 NOT NULL,
	"reload_time" double precision DEFAULT 0 NOT NULL,
	"mobility" double precision DEFAULT 0 NOT NULL,
	"control" double precision DEFAULT 0 NOT NULL,
	"accuracy" double precision DEFAULT 0 NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"handling" double precision DEFAULT 0 NOT NULL,
	"armor_pen" double precision DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weapons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "weapons_tier_valid" CHECK ("weapons"."tier" in ('S','A','B','C','D')),
	CONSTRAINT "weapons_stats_non_negative" CHECK ("weapons"."damage" >= 0 and "weapons"."fire_rate" >= 0 and "weapons"."range" >= 0 and "weapons"."capacity" >= 0 and "weapons"."reload_time" >= 0 and "weapons"."armor_pen" >= 0),
	CONSTRAINT "weapons_views_non_negative" CHECK ("weapons"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "build_attachments" ADD CONSTRAINT "build_attachments_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_tag_links" ADD CONSTRAINT "build_tag_links_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_tag_links" ADD CONSTRAINT "build_tag_links_tag_id_build_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."build_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keycard_difficulties" ADD CONSTRAINT "keycard_difficulties_keycard_id_keycards_id_fk" FOREIGN KEY ("keycard_id") REFERENCES "public"."keycards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "keycard_difficulties" ADD CONSTRAINT "keycard_difficulties_difficulty_id_difficulties_id_fk" FOREIGN KEY ("difficulty_id") REFERENCES "public"."difficulties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keycard_items" ADD CONSTRAINT "keycard_items_keycard_id_keycards_id_fk" FOREIGN KEY ("keycard_id") REFERENCES "public"."keycards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "keycard_items" ADD CONSTRAINT "keycard_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keycards" ADD CONSTRAINT "keycards_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keycards" ADD CONSTRAINT "keycards_rarity_id_rarities_id_fk" FOREIGN KEY ("rarity_id") REFERENCES "public"."rarities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_keycard_id_keycards_id_fk" FOREIGN KEY ("keycard_id") REFERENCES "public"."keycards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ttk_values" ADD CONSTRAINT "ttk_values_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weapon_pros_cons" ADD CONSTRAINT "weapon_pros_cons_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weapon_tags" ADD CONSTRAINT "weapon_tags_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weapon_tags" ADD CONSTRAINT "weapon_tags_tag_id_build_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."build_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weapons" ADD CONSTRAINT "weapons_category_id_weapon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."weapon_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_attachments_build_idx" ON "build_attachments" USING btree ("build_id");--> statement-breakpoint
CREATE UNIQUE INDEX "build_tags_name_lower_idx" ON "build_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "builds_weapon_idx" ON "builds" USING btree ("weapon_id");--> statement-breakpoint
CREATE INDEX "keycard_items_keycard_idx" ON "keycard_items" USING btree ("keycard_id");--> statement-breakpoint
CREATE INDEX "keycards_map_idx" ON "keycards" USING btree ("map_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "price_history_keycard_changed_idx" ON "price_history" USING btree ("keycard_id","changed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_prev_hash_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ttk_values_weapon_ammo_area_idx" ON "ttk_values" USING btree ("weapon_id","ammo_type","target_area");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "weapon_pros_cons_weapon_idx" ON "weapon_pros_cons" USING btree ("weapon_id");--> statement-breakpoint
CREATE INDEX "weapons_category_idx" ON "weapons" USING btree ("category_id");