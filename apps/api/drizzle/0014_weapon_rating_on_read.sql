-- A weapon's rating is its TTK tier, worked out on read from its figures (docs/product.md): not stored.
ALTER TABLE "weapons" DROP CONSTRAINT "weapons_tier_valid";--> statement-breakpoint
ALTER TABLE "weapons" DROP COLUMN "tier";