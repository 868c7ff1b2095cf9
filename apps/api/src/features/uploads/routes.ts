// POST /uploads (any account): multipart image → re-encoded WebP stored content-addressed under
// DATA_DIR/uploads, served from /uploads/<sha256>.webp with long caching. DELETE via delete_url.
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { featureRoutes } from '../../http/feature-routes';
import { DeletedResponseSchema, UploadResponseSchema } from '@dfwiki/shared';
import { Invalid, NotFound, Unsupported } from '../../domain-errors';
import { operation } from '../../http/route-docs';
import { guarded, guardedOperation } from '../../http/guard';
import { uploadRateLimit } from '../../http/rate-limits';
import { deleteUpload, storeUpload, UNATTACHED_UPLOADS_MAX } from './service';
import { type CleanupJob, startUploadCleanup } from './cleanup';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const HashParam = z.object({ hash: z.string().regex(/^[a-f0-9]{64}$/, 'an upload hash') });
const FileParam = z.object({
  file: z.string().regex(/^[a-f0-9]{64}(\.thumb)?\.webp$/, 'an upload file name'),
});

export const uploadsFolder = (ctx: AppContext) => path.join(ctx.config.DATA_DIR, 'uploads');

/** /api/v1/uploads (write side). */
export const uploadRoutes = featureRoutes('uploads', async (app, ctx, db) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const dir = uploadsFolder(ctx);

  // Unused uploads go after a day: the job starts with the app and stops before the database closes.
  let cleanup: CleanupJob | undefined;
  app.addHook('onReady', async () => {
    cleanup = startUploadCleanup(db, dir, app.log);
  });
  app.addHook('onClose', async () => {
    await cleanup?.stop();
  });

  app.post(
    '/uploads',
    {
      // Players may attach an image to a build they submit; the limit per account and the
      // re-encoding below keep that safe.
      ...guarded(ctx, 'user'),
      config: { minRole: 'user', rateLimit: uploadRateLimit },
      schema: {
        ...operation({
          operationId: 'uploadImage',
          textValues: { UNATTACHED_UPLOADS_MAX },
          role: 'user',
          success: { schema: UploadResponseSchema, status: 201 },
          errors: [
            'NO_FILE',
            'FILE_TOO_LARGE',
            'TOO_MANY_FILES',
            'TOO_MANY_PARTS',
            'TOO_MANY_FIELDS',
            'UNSUPPORTED_MEDIA_TYPE',
            'UNSUPPORTED_IMAGE',
            'INVALID_IMAGE',
            'UPLOAD_QUOTA',
          ],
        }),
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new Unsupported('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      const file = await req.file();
      if (!file) throw new Invalid('NO_FILE', 'No file was sent.');
      const input = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit → 413
      const image = await storeUpload(db, dir, input, req.user?.id ?? null);
      return reply.code(201).send({
        data: {
          url: image.full,
          display_url: image.full,
          width: image.width,
          height: image.height,
          thumb: { url: image.thumb },
          delete_url: `/api/v1/uploads/${image.sha}`,
        },
      });
    },
  );

  app.delete(
    '/uploads/:hash',
    guardedOperation(ctx, {
      operationId: 'deleteUpload',
      role: 'editor',
      params: HashParam,
      success: { schema: DeletedResponseSchema },
      errors: ['UPLOAD_IN_USE'],
    }),
    async (req) => {
      await deleteUpload(db, dir, req.params.hash, req.user);
      return { data: { deleted: req.params.hash } };
    },
  );
});

/** GET /uploads/<file>: only names of our own making, so no path can escape the folder. */
export const uploadFileRoutes = featureRoutes('uploads', async (app, ctx) => {
  const dir = uploadsFolder(ctx);
  app.get('/uploads/:file', { schema: { hide: true, params: FileParam } }, async (req, reply) => {
    const body = await fs.readFile(path.join(dir, req.params.file)).catch(() => undefined);
    if (!body) throw new NotFound('Upload');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  });
});
