// A weapon's builds: editor writes (they are read with their weapon). DELETE is the only way a
// build goes away (into the trash): a weapon write keeps them all. POST creates (missing fields
// get defaults), PUT replaces (every field required), PATCH changes the fields sent.
import {
  BuildInputSchema,
  BuildPatchSchema,
  BuildReplaceSchema,
  BuildResponseSchema,
  WeaponBuildParamSchema,
  WeaponIdParamSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { itemWrites } from '../../http/item-writes';
import { editorWrite } from '../../http/guard';
import { editMeta } from '../../http/edit-meta';
import { findBuild } from './repository';
import { createBuild, deleteBuild, patchBuild, updateBuild } from './service';

export const buildRoutes = featureRoutes('builds', async (app, ctx, db) => {
  const buildAnswer = async (weaponId: number, buildId: number) => ({
    data: { build: (await findBuild(db, weaponId, buildId))! },
  });
  const savedBuild = { schema: BuildResponseSchema };

  app.post(
    '/weapons/:weaponId/builds',
    editorWrite(ctx, {
      operationId: 'createBuild',
      params: WeaponIdParamSchema,
      body: BuildInputSchema,
      success: { ...savedBuild, status: 201 },
      errors: ['UNKNOWN_REFERENCE'],
    }),
    async (req, reply) => {
      const id = await createBuild(db, req.params.weaponId, req.body, editMeta(req));
      return reply.code(201).send(await buildAnswer(req.params.weaponId, id));
    },
  );

  itemWrites(app, ctx, '/weapons/:weaponId/builds/:buildId', {
    item: 'Build',
    params: WeaponBuildParamSchema,
    success: savedBuild,
    answer: (params) => buildAnswer(params.weaponId, params.buildId),
    replace: {
      body: BuildReplaceSchema,
      write: (params, body, meta) => updateBuild(db, params.weaponId, params.buildId, body, meta),
    },
    update: {
      body: BuildPatchSchema,
      write: (params, body, meta) => patchBuild(db, params.weaponId, params.buildId, body, meta),
    },
    remove: ({ weaponId, buildId }, meta) => deleteBuild(db, weaponId, buildId, meta),
  });
});
