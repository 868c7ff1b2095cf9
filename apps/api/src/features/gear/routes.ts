// /ammo, /armor and /weapon-models. Public reads of every round, armour piece and weapon damage
// model: the inputs of the TTK engine, with their sources (docs/ttk-model.md). Editor writes: PUT
// of one round or piece (a GET answer may be sent back as it came; read-only fields are ignored).
// GET /ttk works out one fight.
import { ArmorPieceReplaceSchema, ArmorPieceResponseSchema, ArmorResponseSchema } from '@dfwiki/shared';
import {
  GearIdParamSchema,
  RoundReplaceSchema,
  RoundResponseSchema,
  RoundsResponseSchema,
} from '@dfwiki/shared';
import { TtkQuerySchema, TtkResponseSchema, WeaponModelsResponseSchema } from '@dfwiki/shared';
import { found, Invalid } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { featureRoutes, type ZodApp } from '../../http/feature-routes';
import { editorWrite } from '../../http/guard';
import { type EditMeta, editMeta } from '../../http/edit-meta';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { saveArmorPiece, saveRound } from './service';
import { workOutTtk } from './ttk-service';

/** What differs between the routes of rounds and those of armour pieces. */
interface GearKind<B extends z.ZodType<{ id?: string; body: unknown }>> {
  path: string;
  operationIds: { list: string; get: string; replace: string };
  schemas: { list: z.ZodType; item: z.ZodType; replace: B };
  list: () => Promise<unknown>;
  /** The item as saved (the GET's answer); not found throws. */
  answer: (id: string) => Promise<unknown>;
  save: (id: string, body: z.output<B>['body'], meta: EditMeta) => Promise<unknown>;
}

/**
 * The public list and item reads of one kind of gear, and an editor's PUT of one item: the body
 * may carry the id (a GET answer does), but it names the row the path names.
 */
function gearRoutes<B extends z.ZodType<{ id?: string; body: unknown }>>(
  app: ZodApp,
  ctx: AppContext,
  { path, operationIds, schemas, list, answer, save }: GearKind<B>,
) {
  cachedGet(app, ctx, path, {
    operationId: operationIds.list,
    success: { schema: schemas.list },
    load: list,
  });
  cachedGet(app, ctx, `${path}/:id`, {
    operationId: operationIds.get,
    params: GearIdParamSchema,
    success: { schema: schemas.item },
    load: ({ params }) => answer(params.id),
  });
  app.put(
    `${path}/:id`,
    editorWrite(ctx, {
      operationId: operationIds.replace,
      params: GearIdParamSchema,
      body: schemas.replace,
      success: { schema: schemas.item },
      errors: ['ID_MISMATCH', 'EDIT_CONFLICT'],
    }),
    async (req) => {
      const { id, body } = req.body as z.output<B>;
      if (id !== undefined && id !== req.params.id)
        throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
      await save(req.params.id, body, editMeta(req));
      return answer(req.params.id);
    },
  );
}

export const ammoRoutes = featureRoutes('ammo', async (app, ctx, db) =>
  gearRoutes(app, ctx, {
    path: '/ammo',
    operationIds: { list: 'listRounds', get: 'getRound', replace: 'replaceRound' },
    schemas: { list: RoundsResponseSchema, item: RoundResponseSchema, replace: RoundReplaceSchema },
    list: async () => ({ data: { rounds: await listRounds(db) } }),
    answer: async (id) => ({ data: { round: found(await findRound(db, id), 'Round') } }),
    save: (id, body, meta) => saveRound(db, id, body, meta),
  }),
);

export const armorRoutes = featureRoutes('armor', async (app, ctx, db) =>
  gearRoutes(app, ctx, {
    path: '/armor',
    operationIds: { list: 'listArmor', get: 'getArmorPiece', replace: 'replaceArmorPiece' },
    schemas: { list: ArmorResponseSchema, item: ArmorPieceResponseSchema, replace: ArmorPieceReplaceSchema },
    list: async () => ({ data: { armor: await listArmor(db) } }),
    answer: async (id) => ({ data: { piece: found(await findArmorPiece(db, id), 'Armour piece') } }),
    save: (id, body, meta) => saveArmorPiece(db, id, body, meta),
  }),
);

export const ttkRoutes = featureRoutes('ttk', async (app, ctx, db) => {
  cachedGet(app, ctx, '/weapon-models', {
    operationId: 'listWeaponModels',
    success: { schema: WeaponModelsResponseSchema },
    load: async () => ({ data: { weapons: await listWeaponModels(db) } }),
  });

  cachedGet(app, ctx, '/ttk', {
    operationId: 'getTtk',
    querystring: TtkQuerySchema,
    errors: ['UNKNOWN_REFERENCE'],
    success: { schema: TtkResponseSchema },
    load: async ({ query }) => ({ data: await workOutTtk(db, query) }),
  });
});
