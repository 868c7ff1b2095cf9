// /ammo, /armor and /weapon-models. Public reads of every round, armour piece and weapon damage
// model: the inputs of the TTK engine, with their sources (docs/ttk-model.md).
import { ArmorPieceResponseSchema, ArmorResponseSchema, GearIdParamSchema } from '@dfwiki/shared';
import { RoundResponseSchema, RoundsResponseSchema, WeaponModelsResponseSchema } from '@dfwiki/shared';
import { TtkQuerySchema, TtkResponseSchema } from '@dfwiki/shared';
import { found } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { workOutTtk } from './ttk-service';

export const ammoRoutes = featureRoutes('ammo', async (app, ctx, db) => {
  cachedGet(app, ctx, '/ammo', {
    operationId: 'listRounds',
    success: { schema: RoundsResponseSchema },
    load: async () => ({ data: { rounds: await listRounds(db) } }),
  });

  cachedGet(app, ctx, '/ammo/:id', {
    operationId: 'getRound',
    params: GearIdParamSchema,
    success: { schema: RoundResponseSchema },
    load: async ({ params }) => ({ data: { round: found(await findRound(db, params.id), 'Round') } }),
  });
});

export const armorRoutes = featureRoutes('armor', async (app, ctx, db) => {
  cachedGet(app, ctx, '/armor', {
    operationId: 'listArmor',
    success: { schema: ArmorResponseSchema },
    load: async () => ({ data: { armor: await listArmor(db) } }),
  });

  cachedGet(app, ctx, '/armor/:id', {
    operationId: 'getArmorPiece',
    params: GearIdParamSchema,
    success: { schema: ArmorPieceResponseSchema },
    load: async ({ params }) => ({
      data: { piece: found(await findArmorPiece(db, params.id), 'Armour piece') },
    }),
  });
});

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
