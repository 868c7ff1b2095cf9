// /weapons and their builds. Public reads: the list (lean: build summaries), one weapon in full,
// categories, views. Editor writes: POST creates (missing fields get defaults), PUT replaces
// (every field required), PATCH changes the fields sent; bodies may be GET answers as they came
// (server-owned fields are ignored).
import {
  CategoriesResponseSchema,
  IdParamSchema,
  WeaponListResponseSchema,
  WeaponResponseSchema,
  WeaponViewsResponseSchema,
  BuildInputSchema,
  BuildPatchSchema,
  BuildReplaceSchema,
  BuildResponseSchema,
  DeletedResponseSchema,
  WeaponBuildParamSchema,
  WeaponIdParamSchema,
  WeaponInputSchema,
  WeaponPatchSchema,
  WeaponReplaceSchema,
} from '@dfwiki/shared';
import { z } from 'zod';
import { featureRoutes } from '../../http/feature-routes';
import { NotFound } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { operation } from '../../http/route-docs';
import { findBuild } from './builds-repository';
import { countWeapons, findWeapon, listCategories, listWeapons, recordView } from './repository';
import { CHANGES_CONTENT, guardedOperation } from '../auth/guard';
import {
  createBuild,
  createWeapon,
  deleteBuild,
  deleteWeapon,
  patchBuild,
  patchWeapon,
  updateBuild,
  updateWeapon,
} from './service';

const WeaponRef = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'a numeric id or a slug') });

export const weaponRoutes = featureRoutes(async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/weapons',
    {
      schema: operation({
        operationId: 'listWeapons',
        tag: 'weapons',
        summary: 'List weapons',
        description:
          'Weapons by name with category, TTK values, tags and a summary of each build (id, name, rating, tags, updated_at), in pages of up to 200: follow `page.next_offset` until it is null. Full builds come with `/weapons/{id}`.',
        querystring: PageQuerySchema,
        success: { schema: WeaponListResponseSchema, description: 'One page of weapons' },
      }),
    },
    (req, reply) =>
      ctx.cache.reply(req, reply, `weapons:${req.query.limit}:${req.query.offset}`, async () => ({
        data: {
          weapons: await listWeapons(db, req.query),
          page: pageInfo(req.query, await countWeapons(db)),
        },
      })),
  );

  app.get(
    '/weapons/:id',
    {
      schema: operation({
        operationId: 'getWeapon',
        tag: 'weapons',
        summary: 'Get one weapon',
        description: 'One weapon by numeric id or slug, with its full builds.',
        params: WeaponRef,
        success: { schema: WeaponResponseSchema, description: 'The weapon' },
        errors: ['NOT_FOUND'],
      }),
    },
    async (req, reply) => {
      return ctx.cache.reply(req, reply, `weapon:${req.params.id}`, async () => {
        const weapon = await findWeapon(db, req.params.id);
        if (!weapon) throw new NotFound('Weapon'); // not kept: failed computations leave the cache
        return { data: { weapon } };
      });
    },
  );

  app.post(
    '/weapons/:id/weaponView',
    {
      schema: operation({
        operationId: 'recordWeaponView',
        tag: 'weapons',
        summary: 'Record a weapon view',
        description: 'Counts one view of a weapon page; at most 300 a minute per address.',
        params: IdParamSchema,
        success: { schema: WeaponViewsResponseSchema, description: 'The new view count' },
        errors: ['NOT_FOUND'],
      }),
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (req) => {
      const views = await recordView(db, req.params.id);
      if (views === undefined) throw new NotFound('Weapon');
      ctx.cache.clearSoon(); // throttled: a burst of views must not recompute every list each time
      return { data: { views } };
    },
  );

  app.get(
    '/weapon-categories',
    {
      schema: operation({
        operationId: 'listWeaponCategories',
        tag: 'weapons',
        summary: 'List weapon categories',
        success: { schema: CategoriesResponseSchema, description: 'Every category' },
      }),
    },
    (req, reply) =>
      ctx.cache.reply(req, reply, 'categories', async () => ({
        data: { categories: await listCategories(db) },
      })),
  );

  // Editor writes
  const weaponAnswer = async (id: number) => ({ data: { weapon: (await findWeapon(db, String(id)))! } });
  const buildAnswer = async (weaponId: number, buildId: number) => ({
    data: { build: (await findBuild(db, weaponId, buildId))! },
  });
  const savedWeapon = { schema: WeaponResponseSchema, description: 'The weapon as saved' };
  const savedBuild = { schema: BuildResponseSchema, description: 'The build as saved' };
  const deleted = { schema: DeletedResponseSchema, description: 'The id of what was deleted' };

  app.post(
    '/weapons',
    guardedOperation(
      ctx,
      {
        operationId: 'createWeapon',
        tag: 'weapons',
        summary: 'Create a weapon',
        description: 'Fields left out get defaults (numbers 0, tier C).',
        role: 'editor',
        body: WeaponInputSchema,
        success: { ...savedWeapon, status: 201 },
        errors: ['UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      const id = await createWeapon(db, req.body);
      return reply.code(201).send(await weaponAnswer(id));
    },
  );

  app.put(
    '/weapons/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'replaceWeapon',
        tag: 'weapons',
        summary: 'Replace a weapon',
        description:
          'A full replacement of the fields, TTK values, pros/cons and tags: every field is required (use PATCH to change a few). When `builds` is given, builds not listed are deleted.',
        role: 'editor',
        params: IdParamSchema,
        body: WeaponReplaceSchema,
        success: savedWeapon,
        errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await updateWeapon(db, req.params.id, req.body);
      return weaponAnswer(req.params.id);
    },
  );

  app.patch(
    '/weapons/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'updateWeapon',
        tag: 'weapons',
        summary: 'Change some fields of a weapon',
        description: 'Only the fields sent change; builds are kept.',
        role: 'editor',
        params: IdParamSchema,
        body: WeaponPatchSchema,
        success: savedWeapon,
        errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await patchWeapon(db, req.params.id, req.body);
      return weaponAnswer(req.params.id);
    },
  );

  app.delete(
    '/weapons/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'deleteWeapon',
        tag: 'weapons',
        summary: 'Delete a weapon',
        description: 'Deletes the weapon and its builds.',
        role: 'editor',
        params: IdParamSchema,
        success: deleted,
        errors: ['NOT_FOUND'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await deleteWeapon(db, req.params.id);
      return { data: { deleted: req.params.id } };
    },
  );

  app.post(
    '/weapons/:weaponId/builds',
    guardedOperation(
      ctx,
      {
        operationId: 'createBuild',
        tag: 'builds',
        summary: 'Add a build to a weapon',
        description: 'Fields left out get defaults (rating 4, performance values 50).',
        role: 'editor',
        params: WeaponIdParamSchema,
        body: BuildInputSchema,
        success: { ...savedBuild, status: 201 },
        errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      const id = await createBuild(db, req.params.weaponId, req.body, req.user?.id);
      return reply.code(201).send(await buildAnswer(req.params.weaponId, id));
    },
  );

  app.put(
    '/weapons/:weaponId/builds/:buildId',
    guardedOperation(
      ctx,
      {
        operationId: 'replaceBuild',
        tag: 'builds',
        summary: 'Replace a build',
        description: 'A full replacement: every field is required (use PATCH to change a few).',
        role: 'editor',
        params: WeaponBuildParamSchema,
        body: BuildReplaceSchema,
        success: savedBuild,
        errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await updateBuild(db, req.params.weaponId, req.params.buildId, req.body);
      return buildAnswer(req.params.weaponId, req.params.buildId);
    },
  );

  app.patch(
    '/weapons/:weaponId/builds/:buildId',
    guardedOperation(
      ctx,
      {
        operationId: 'updateBuild',
        tag: 'builds',
        summary: 'Change some fields of a build',
        description: 'Only the fields sent change.',
        role: 'editor',
        params: WeaponBuildParamSchema,
        body: BuildPatchSchema,
        success: savedBuild,
        errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await patchBuild(db, req.params.weaponId, req.params.buildId, req.body);
      return buildAnswer(req.params.weaponId, req.params.buildId);
    },
  );

  app.delete(
    '/weapons/:weaponId/builds/:buildId',
    guardedOperation(
      ctx,
      {
        operationId: 'deleteBuild',
        tag: 'builds',
        summary: 'Delete a build',
        role: 'editor',
        params: WeaponBuildParamSchema,
        success: deleted,
        errors: ['NOT_FOUND'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await deleteBuild(db, req.params.weaponId, req.params.buildId);
      return { data: { deleted: req.params.buildId } };
    },
  );
});
