CREATE TABLE "item_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"price" integer NOT NULL,
	"as_of" date NOT NULL,
	"source" text,
	CONSTRAINT "item_prices_kind_valid" CHECK ("item_prices"."kind" in ('weapon','storage')),
	CONSTRAINT "item_prices_price_non_negative" CHECK ("item_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "keycards" ADD COLUMN "location_original" text;--> statement-breakpoint
ALTER TABLE "keycards" ADD COLUMN "price_source" text;--> statement-breakpoint
ALTER TABLE "keycards" ADD COLUMN "price_as_of" date;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "name_original" text;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "stats_source" text;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "stats_as_of" date;--> statement-breakpoint
CREATE UNIQUE INDEX "item_prices_kind_key_as_of_idx" ON "item_prices" USING btree ("kind","item_key","as_of");