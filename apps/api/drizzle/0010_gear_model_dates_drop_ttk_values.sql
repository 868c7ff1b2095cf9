DROP TABLE "ttk_values" CASCADE;--> statement-breakpoint
ALTER TABLE "armor_pieces" ADD COLUMN "model_as_of" date;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "model_as_of" date;--> statement-breakpoint
-- TTK figures are worked out by the engine on read (docs/ttk-model.md): the stored ones go.
-- Rows stored before model_as_of: their model figures are the damage-model source's, dated as
-- gear-data.json's model_as_of says.
UPDATE "rounds" SET "model_as_of" = '2026-05-21' WHERE "sources"::text LIKE '%WaterBag/DeltaForce-PTTK-Website%';--> statement-breakpoint
UPDATE "armor_pieces" SET "model_as_of" = '2026-05-21' WHERE "sources"::text LIKE '%WaterBag/DeltaForce-PTTK-Website%';
