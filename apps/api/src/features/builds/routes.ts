// A weapon's builds: editor writes (they are read with their weapon). DELETE is the only way a
// build goes away (into the trash): a weapon write keeps them all. POST creates (missing fields
// get defaults), PUT replaces (every field required), PATCH changes the fields sent.
// Then featured builds (editors feature, everyone reads) and each player's saved builds (private).
import {
  BuildFeaturedResponseSchema,
  BuildIdParamSchema,
  BuildInputSchema,
  BuildPatchSchema,
  BuildReplaceSchema,
  BuildResponseSchema,
  FeaturedBuildsResponseSchema,
  FeaturedInputSchema,
  IdParamSchema,
  SavedBuildListResponseSchema,
  WeaponBuildParamSchema,
  WeaponIdParamSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { itemWrites } from '../../http/item-writes';
import { editorWrite, guardedOperation } from '../../http/guard';
import { editMeta } from '../../http/edit-meta';
import { cachedPlainGet } from '../../http/cached-get';
import { privateGet } from '../../http/private-get';
import { featureBuild, listFeaturedBuilds } from './featured';
import { findBuild } from './repository';
import { listSavedBuilds, saveBuild, unsaveBuild } from './saved-builds';
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

  // The builds index's banner reads this while it renders, so it is a public, cached read; a
  // feature or unfeature clears it with the other public caches (CHANGES_CONTENT).
  cachedPlainGet(
    app,
    ctx,
    '/builds/featured',
    'listFeaturedBuilds',
    FeaturedBuildsResponseSchema,
    async () => ({
      data: { builds: await listFeaturedBuilds(db) },
    }),
  );

  app.put(
    '/builds/:id/featured',
    editorWrite(ctx, {
      operationId: 'setBuildFeatured',
      params: IdParamSchema,
      body: FeaturedInputSchema,
      success: { schema: BuildFeaturedResponseSchema },
      errors: ['EDIT_CONFLICT'],
    }),
    async (req) => ({
      data: { build: await featureBuild(db, req.params.id, req.body.featured, editMeta(req)) },
    }),
  );

  // A player's saved builds: private to the account (no-store), and no public cache to clear.
  const savedList = async (userId: number) => ({ data: { saved_builds: await listSavedBuilds(db, userId) } });
  const privately = { 'cache-control': 'private, no-store' };

  privateGet(app, ctx, '/my/saved-builds', {
    operationId: 'listSavedBuilds',
    role: 'user',
    success: { schema: SavedBuildListResponseSchema },
    load: ({ user }) => savedList(user.id),
  });

  app.put(
    '/my/saved-builds/:buildId',
    guardedOperation(ctx, {
      operationId: 'saveBuild',
      role: 'user',
      params: BuildIdParamSchema,
      success: { schema: SavedBuildListResponseSchema },
    }),
    async (req, reply) => {
      await saveBuild(db, req.user!.id, req.params.buildId);
      return reply.headers(privately).send(await savedList(req.user!.id));
    },
  );

  app.delete(
    '/my/saved-builds/:buildId',
    guardedOperation(ctx, {
      operationId: 'unsaveBuild',
      role: 'user',
      params: BuildIdParamSchema,
      success: { schema: SavedBuildListResponseSchema },
    }),
    async (req, reply) => {
      await unsaveBuild(db, req.user!.id, req.params.buildId);
      return reply.headers(privately).send(await savedList(req.user!.id));
    },
  );
});
