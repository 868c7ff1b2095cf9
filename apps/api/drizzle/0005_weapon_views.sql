CREATE TABLE "weapon_views" (
	"weapon_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "weapon_views_count_non_negative" CHECK ("weapon_views"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "weapons" DROP CONSTRAINT "weapons_views_non_negative";--> statement-breakpoint
ALTER TABLE "weapon_views" ADD CONSTRAINT "weapon_views_weapon_id_weapons_id_fk" FOREIGN KEY ("weapon_id") REFERENCES "public"."weapons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "weapon_views" ("weapon_id", "count") SELECT "id", "views" FROM "weapons" WHERE "views" > 0;--> statement-breakpoint
ALTER TABLE "weapons" DROP COLUMN "views";