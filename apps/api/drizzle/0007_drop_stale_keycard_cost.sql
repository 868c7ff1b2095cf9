ALTER TABLE "keycard_difficulties" DROP CONSTRAINT "keycard_difficulties_cost_non_negative";--> statement-breakpoint
ALTER TABLE "keycard_difficulties" DROP COLUMN "cost";