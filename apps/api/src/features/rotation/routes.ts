// /rotation. Public reads: the current Operations map rotation and its past versions. Editor
// write: PUT replaces it with a new current version (the old ones stay readable).
import {
  IdParamSchema,
  RotationReplaceSchema,
  RotationResponseSchema,
  RotationSavedResponseSchema,
  RotationVersionsResponseSchema,
} from '@dfwiki/shared';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { editorWrite } from '../../http/guard';
import { listVersions } from './repository';
import { currentRotation, replaceRotation, rotationVersion } from './service';

export const rotationRoutes = featureRoutes('rotation', async (app, ctx, db) => {
  cachedGet(app, ctx, '/rotation', {
    operationId: 'getRotation',
    summary: 'The current map rotation',
    description:
      'The Operations map rotation in force: maps always open, and what is open in each of the 24 UTC hours (`schedule.hours[h]` is h:00 to h+1:00 UTC), with its source and date. `rotation` is null when none is stored.',
    success: { schema: RotationResponseSchema, description: 'The current version, or null' },
    load: async () => ({ data: { rotation: await currentRotation(db) } }),
  });

  cachedGet(app, ctx, '/rotation/versions', {
    operationId: 'listRotationVersions',
    summary: 'Every version of the map rotation',
    description:
      'Newest first, without their schedules (read one at `/rotation/versions/{id}`). Exactly one is current.',
    success: { schema: RotationVersionsResponseSchema, description: 'Every version' },
    load: async () => ({ data: { versions: await listVersions(db) } }),
  });

  cachedGet(app, ctx, '/rotation/versions/:id', {
    operationId: 'getRotationVersion',
    summary: 'One version of the map rotation',
    params: IdParamSchema,
    success: { schema: RotationSavedResponseSchema, description: 'The version with its schedule' },
    load: async ({ params }) => ({ data: { rotation: await rotationVersion(db, params.id) } }),
  });

  app.put(
    '/rotation',
    editorWrite(ctx, {
      operationId: 'replaceRotation',
      summary: 'Replace the map rotation',
      description:
        'Stores the body as a new version and makes it the current one, in one transaction; the previous versions stay listed. `schedule.hours` has exactly 24 lists. A refused body changes nothing. A GET answer may be sent back as it came.',
      body: RotationReplaceSchema,
      success: { schema: RotationSavedResponseSchema, description: 'The new current version' },
    }),
    async (req) => ({ data: { rotation: await replaceRotation(db, req.body, req.user!.id) } }),
  );
});
