ALTER TABLE "weapons" ALTER COLUMN "damage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "weapons" ALTER COLUMN "damage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "weapons" ALTER COLUMN "fire_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "weapons" ALTER COLUMN "fire_rate" DROP NOT NULL;--> statement-breakpoint
-- A damage or fire rate of 0 was how a weapon without a sourced figure was stored: now null.
UPDATE "weapons" SET "damage" = NULL WHERE "damage" = 0;--> statement-breakpoint
UPDATE "weapons" SET "fire_rate" = NULL WHERE "fire_rate" = 0;
