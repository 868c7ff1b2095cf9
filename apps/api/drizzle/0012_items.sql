CREATE TABLE "item_price_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"wear" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL,
	"kind" text DEFAULT 'market' NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "item_price_points_kind_valid" CHECK ("item_price_points"."kind" in ('market', 'instant_sell')),
	CONSTRAINT "item_price_points_price_non_negative" CHECK ("item_price_points"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "item_variants" (
	"item_id" integer NOT NULL,
	"wear" text DEFAULT '' NOT NULL,
	"listing_id" text NOT NULL,
	"name_cn" text NOT NULL,
	"base_price" integer,
	"price" integer,
	"price_as_of" timestamp with time zone,
	"price_source" text,
	"yesterday_avg" integer,
	"yesterday_low" integer,
	"yesterday_high" integer,
	"seven_day_low" integer,
	"seven_day_high" integer,
	CONSTRAINT "item_variants_item_id_wear_pk" PRIMARY KEY("item_id","wear"),
	CONSTRAINT "item_variants_listing_id_unique" UNIQUE("listing_id"),
	CONSTRAINT "item_variants_wear_valid" CHECK ("item_variants"."wear" in ('', 'new', 'almost_new', 'worn')),
	CONSTRAINT "item_variants_price_non_negative" CHECK ("item_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"object_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_cn" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"subcategory_cn" text,
	"grade" integer,
	"width" integer,
	"length" integer,
	"weight_kg" double precision,
	"weight_source" text,
	"collectible_type_cn" text,
	"found_in" jsonb,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "items_object_id_unique" UNIQUE("object_id"),
	CONSTRAINT "items_grade_valid" CHECK ("items"."grade" between 0 and 6),
	CONSTRAINT "items_name_not_blank" CHECK (length(trim("items"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "item_price_points" ADD CONSTRAINT "item_price_points_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_price_points_day_idx" ON "item_price_points" USING btree ("item_id","wear","kind","day");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category","subcategory");