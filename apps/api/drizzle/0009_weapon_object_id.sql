ALTER TABLE "weapon_models" ADD COLUMN "object_id" bigint;--> statement-breakpoint
ALTER TABLE "weapon_models" ADD CONSTRAINT "weapon_models_object_id_unique" UNIQUE("object_id");