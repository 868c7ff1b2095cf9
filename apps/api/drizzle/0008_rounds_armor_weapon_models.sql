CREATE TABLE "armor_pieces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"name_cn" text NOT NULL,
	"type" text NOT NULL,
	"object_id" bigint,
	"protection_level" integer NOT NULL,
	"durability" double precision NOT NULL,
	"durability_like_new" double precision,
	"durability_damaged" double precision,
	"model_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protected_zones" jsonb,
	"weight_kg" double precision,
	"aim_speed_pct" double precision,
	"move_speed_pct" double precision,
	"repair_loss_cn" text,
	"repair_efficiency_cn" text,
	"price" integer,
	"price_as_of" date,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "armor_pieces_type_valid" CHECK ("armor_pieces"."type" in ('body','helmet')),
	CONSTRAINT "armor_pieces_level_valid" CHECK ("armor_pieces"."protection_level" between 1 and 6),
	CONSTRAINT "armor_pieces_durability_positive" CHECK ("armor_pieces"."durability" > 0)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"name_cn" text,
	"name_is_ours" boolean DEFAULT false NOT NULL,
	"caliber" text,
	"object_id" bigint,
	"rarity" text,
	"penetration_level" integer,
	"flesh_damage_factor" double precision,
	"through_factor_armor_one_below" double precision,
	"through_factor_armor_same_level" double precision,
	"armor_damage_factor_by_level" jsonb,
	"hit_multipliers_override" jsonb,
	"special_model" text,
	"limited_season" text,
	"price" integer,
	"price_as_of" date,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_penetration_valid" CHECK ("rounds"."penetration_level" between 0 and 7),
	CONSTRAINT "rounds_price_non_negative" CHECK ("rounds"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weapon_models" (
	"weapon_id" integer PRIMARY KEY NOT NULL,
	"caliber" text,
	"armor_damage" double precision,
	"zone_multipliers" jsonb,
	"range_bands" jsonb,
	"source" text
);
--> statement-breakpoint
ALTER TABLE "weapon_models" ADD CONSTRAINT "weapon_models_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_caliber_idx" ON "rounds" USING btree ("caliber");