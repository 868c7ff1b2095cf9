// /rotation. Public reads: the current Operations map rotation and its past versions. Editor
// write: PUT replaces it with a new current version (the old ones stay readable).
import { IdParamSchema, RotationReplaceSchema, RotationResponseSchema } from '@dfwiki/shared';
import { RotationReplacedResponseSchema, RotationSavedResponseSchema } from '@dfwiki/shared';
import { RotationVersionsResponseSchema } from '@dfwiki/shared';
import { editMeta } from '../../http/edit-meta';
import { cachedGet, cachedPlainGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { editorWrite } from '../../http/guard';
import { listVersions } from './repository';
import { currentRotation, replaceRotation, rotationVersion } from './service';

export const rotationRoutes = featureRoutes('rotation', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/rotation', 'getRotation', RotationResponseSchema, async () => ({
    data: { rotation: await currentRotation(db) },
  }));
  cachedPlainGet(
    app,
    ctx,
    '/rotation/versions',
    'listRotationVersions',
    RotationVersionsResponseSchema,
    async () => ({
      data: { versions: await listVersions(db) },
    }),
  );

  cachedGet(app, ctx, '/rotation/versions/:id', {
    operationId: 'getRotationVersion',
    params: IdParamSchema,
    success: { schema: RotationSavedResponseSchema },
    load: async ({ params }) => ({ data: { rotation: await rotationVersion(db, params.id) } }),
  });

  app.put(
    '/rotation',
    editorWrite(ctx, {
      operationId: 'replaceRotation',
      body: RotationReplaceSchema,
      success: { schema: RotationReplacedResponseSchema },
      errors: ['EDIT_CONFLICT'],
    }),
    async (req) => ({ data: { rotation: await replaceRotation(db, req.body, editMeta(req)) } }),
  );
});
