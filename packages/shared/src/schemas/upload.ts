import { z } from 'zod';

/** POST /uploads answer; mirrors the image-host answer the spec describes. */
export const UploadResultSchema = z.object({
  url: z.string(),
  display_url: z.string(),
  thumb: z.object({ url: z.string() }),
  delete_url: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
