import { z } from 'zod';

/** Build tag (also reused for weapon tags). */
export const TagSchema = z.strictObject({ id: z.number().int(), name: z.string() }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof TagSchema>;

/** POST/PUT /build-tags: the name is trimmed, so '   ' is rejected as empty; an echoed `id` is dropped. */
export const TagInputSchema = z
  .strictObject({ name: z.string().trim().min(1).max(40), id: z.number().int().optional() })
  .transform(({ name }) => ({ name }));
export type TagInput = z.infer<typeof TagInputSchema>;
