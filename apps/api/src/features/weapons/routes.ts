// /weapons. Public reads: the list (lean: build summaries), one weapon in full with its builds,
// categories, views. Editor writes (builds: features/builds): POST creates (missing fields get
// defaults), PUT replaces (every field required), PATCH changes the fields sent; bodies may be GET
// answers as they came (server-owned fields are ignored).
import {
  CategoriesResponseSchema,
  IdParamSchema,
  WeaponListResponseSchema,
  WeaponResponseSchema,
  WeaponViewsResponseSchema,
  WeaponInputSchema,
  WeaponPatchSchema,
  WeaponReplaceSchema,
} from '@dfwiki/shared';
import { z } from 'zod';
import { featureRoutes } from '../../http/feature-routes';
import { found, NotFound } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { cachedGet, cachedPlainGet } from '../../http/cached-get';
import { operation } from '../../http/route-docs';
import { itemWrites } from '../../http/item-writes';
import { countWeapons, findWeapon, listCategories, listWeapons, weaponViewCount } from './repository';
import { ViewCounter } from './view-counter';
import { editorWrite } from '../../http/guard';
import { editMeta } from '../../http/edit-meta';
import { createWeapon, deleteWeapon, patchWeapon, updateWeapon } from './service';

const WeaponRef = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'a numeric id or a slug') });

export const weaponRoutes = featureRoutes('weapons', async (app, ctx, db) => {
  cachedGet(app, ctx, '/weapons', {
    operationId: 'listWeapons',
    querystring: PageQuerySchema,
    success: { schema: WeaponListResponseSchema },
    load: async ({ query }) => ({
      data: { weapons: await listWeapons(db, query), page: pageInfo(query, await countWeapons(db)) },
    }),
  });

  cachedGet(app, ctx, '/weapons/:id', {
    operationId: 'getWeapon',
    params: WeaponRef,
    success: { schema: WeaponResponseSchema },
    // An unknown weapon is not kept: failed computations leave the cache.
    load: async ({ params }) => ({ data: { weapon: found(await findWeapon(db, params.id), 'Weapon') } }),
  });

  const views = new ViewCounter(db, {
    // Messages only, not the error object with its connection details.
    onFlushError: (error) => {
      const { message, cause } = error as Error & { cause?: Error };
      app.log.error({ message, cause: cause?.message }, 'weapon views not written; kept for the next try');
    },
  });
  ctx.views = views;
  views.start();
  app.addHook('onClose', () => views.close());

  app.post(
    '/weapons/:id/weaponView',
    {
      schema: operation({
        operationId: 'recordWeaponView',
        params: IdParamSchema,
        success: { schema: WeaponViewsResponseSchema },
      }),
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { id } = req.params;
      const stored = await weaponViewCount(db, id);
      if (stored === undefined) throw new NotFound('Weapon');
      views.accept(req.ip, id);
      return { data: { views: stored + views.unwritten(id) } };
    },
  );

  cachedPlainGet(
    app,
    ctx,
    '/weapon-categories',
    'listWeaponCategories',
    CategoriesResponseSchema,
    async () => ({
      data: { categories: await listCategories(db) },
    }),
  );

  // Editor writes
  const weaponAnswer = async (id: number) => ({ data: { weapon: (await findWeapon(db, String(id)))! } });
  const savedWeapon = { schema: WeaponResponseSchema };

  app.post(
    '/weapons',
    editorWrite(ctx, {
      operationId: 'createWeapon',
      body: WeaponInputSchema,
      success: { ...savedWeapon, status: 201 },
      errors: ['UNKNOWN_REFERENCE'],
    }),
    async (req, reply) => {
      const id = await createWeapon(db, req.body, editMeta(req));
      return reply.code(201).send(await weaponAnswer(id));
    },
  );

  itemWrites(app, ctx, '/weapons/:id', {
    item: 'Weapon',
    params: IdParamSchema,
    success: savedWeapon,
    answer: ({ id }) => weaponAnswer(id),
    replace: {
      body: WeaponReplaceSchema,
      write: (params, body, meta) => updateWeapon(db, params.id, body, meta),
    },
    update: {
      body: WeaponPatchSchema,
      write: (params, body, meta) => patchWeapon(db, params.id, body, meta),
    },
    remove: ({ id }, meta) => deleteWeapon(db, id, meta),
  });
});
