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
import { cachedGet, cachedPlainGet } from '../../http/cached-get';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { featureRoutes } from '../../http/feature-routes';
import { editorWrite } from '../../http/guard';
import { type EditMeta, editMeta } from '../../http/edit-meta';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { saveArmorPiece, saveRound } from './service';
import { workOutTtk } from './ttk-service';

/** What differs between the routes of rounds and those of armour pieces (their path is their tag). */
interface GearKind<B extends z.ZodType<{ id?: string; body: unknown }>> {
  operationIds: { list: string; get: string; replace: string };
  schemas: { list: z.ZodType; item: z.ZodType; replace: B };
  /** The keys of the answers' data, and the item's name when it is not found. */
  names: { list: string; item: string; notFound: string };
  store: {
    list: (db: Db) => Promise<unknown[]>;
    find: (db: Db, id: string) => Promise<unknown>;
    save: (db: Db, id: string, body: z.output<B>['body'], meta: EditMeta) => Promise<unknown>;
  };
}

/**
 * The public list and item reads of one kind of gear, and an editor's PUT of one item: the body
 * may carry the id (a GET answer does), but it names the row the path names.
 */
const gearRoutes = <B extends z.ZodType<{ id?: string; body: unknown }>>(
  tag: string,
  { operationIds, schemas, names, store }: GearKind<B>,
) =>
  featureRoutes(tag, async (app, ctx, db) => {
    const path = `/${tag}`;
    const answer = async (id: string) => ({
      data: { [names.item]: found(await store.find(db, id), names.notFound) },
    });
    cachedPlainGet(app, ctx, path, operationIds.list, schemas.list, async () => ({
      data: { [names.list]: await store.list(db) },
    }));
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
        await store.save(db, req.params.id, body, editMeta(req));
        return answer(req.params.id);
      },
    );
  });

export const ammoRoutes = gearRoutes('ammo', {
  operationIds: { list: 'listRounds', get: 'getRound', replace: 'replaceRound' },
  schemas: { list: RoundsResponseSchema, item: RoundResponseSchema, replace: RoundReplaceSchema },
  names: { list: 'rounds', item: 'round', notFound: 'Round' },
  store: { list: listRounds, find: findRound, save: saveRound },
});

export const armorRoutes = gearRoutes('armor', {
  operationIds: { list: 'listArmor', get: 'getArmorPiece', replace: 'replaceArmorPiece' },
  schemas: { list: ArmorResponseSchema, item: ArmorPieceResponseSchema, replace: ArmorPieceReplaceSchema },
  names: { list: 'armor', item: 'piece', notFound: 'Armour piece' },
  store: { list: listArmor, find: findArmorPiece, save: saveArmorPiece },
});

export const ttkRoutes = featureRoutes('ttk', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/weapon-models', 'listWeaponModels', WeaponModelsResponseSchema, async () => ({
    data: { weapons: await listWeaponModels(db) },
  }));

  cachedGet(app, ctx, '/ttk', {
    operationId: 'getTtk',
    querystring: TtkQuerySchema,
    errors: ['UNKNOWN_REFERENCE'],
    success: { schema: TtkResponseSchema },
    load: async ({ query }) => ({ data: await workOutTtk(db, query) }),
  });
});
