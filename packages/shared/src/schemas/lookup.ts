import { z } from 'zod';
import { RarityIdSchema, imageUrlRead } from './common';

// Lookup lists. Type names avoid the globals `Map` and `Event`.
export const MapSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type GameMap = z.infer<typeof MapSchema>;

export const DifficultySchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type Difficulty = z.infer<typeof DifficultySchema>;

export const ItemTypeSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  image_url: imageUrlRead(),
});
export type ItemType = z.infer<typeof ItemTypeSchema>;

export const RaritySchema = z.strictObject({ id: RarityIdSchema, name: z.string() });
export type Rarity = z.infer<typeof RaritySchema>;
