import { z } from 'zod';

/** POST /uploads answer; shaped like a common image host's answer. */
export const UploadResultSchema = z
  .strictObject({
    url: z.string(),
    display_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    thumb: z.strictObject({ url: z.string() }),
    delete_url: z.string(),
  })
  .meta({ id: 'UploadResult' });
export type UploadResult = z.infer<typeof UploadResultSchema>;
