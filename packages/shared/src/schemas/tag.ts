import { z } from 'zod';

/** Build tag (also reused for weapon tags). */
export const TagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof TagSchema>;

/** POST/PUT /build-tags: the name is trimmed, so '   ' is rejected as empty (spec 5). */
export const TagInputSchema = z.object({ name: z.string().trim().min(1).max(40) }).strict();
export type TagInput = z.infer<typeof TagInputSchema>;
