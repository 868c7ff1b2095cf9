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

/** Where this site serves an upload: `/uploads/<sha256>.webp`, or its thumbnail `.thumb.webp`. */
export const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{64})(?:\.thumb)?\.webp$/;

/** The upload hash an image value names, undefined when it is not one of our upload paths. */
export const uploadHashOf = (value: string): string | undefined => UPLOAD_PATH.exec(value)?.[1];
