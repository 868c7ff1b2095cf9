// /ammo, /armor and /weapon-models. Public reads of every round, armour piece and weapon damage
// model: the inputs of the TTK engine, with their sources (docs/ttk-model.md).
import {
  ArmorPieceResponseSchema,
  ArmorResponseSchema,
  GearIdParamSchema,
  RoundResponseSchema,
  RoundsResponseSchema,
  WeaponModelsResponseSchema,
} from '@dfwiki/shared';
import { NotFound } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw new NotFound(what);
  return value;
};

export const ammoRoutes = featureRoutes('ammo', async (app, ctx, db) => {
  cachedGet(app, ctx, '/ammo', {
    operationId: 'listRounds',
    summary: 'Every round',
    description:
      'Every round by calibre, with its penetration level, damage factors, price and the weapons that fire it. Figures a source does not give are null; `sources` says where each round comes from.',
    success: { schema: RoundsResponseSchema, description: 'Every round' },
    load: async () => ({ data: { rounds: await listRounds(db) } }),
  });

  cachedGet(app, ctx, '/ammo/:id', {
    operationId: 'getRound',
    summary: 'One round',
    params: GearIdParamSchema,
    success: { schema: RoundResponseSchema, description: 'The round' },
    load: async ({ params }) => ({ data: { round: found(await findRound(db, params.id), 'Round') } }),
  });
});

export const armorRoutes = featureRoutes('armor', async (app, ctx, db) => {
  cachedGet(app, ctx, '/armor', {
    operationId: 'listArmor',
    summary: 'Every body armour and helmet',
    description:
      'Body armour then helmets, by protection level, with durability, the zones the damage model treats as covered, weight, repair grades and price.',
    success: { schema: ArmorResponseSchema, description: 'Every piece' },
    load: async () => ({ data: { armor: await listArmor(db) } }),
  });

  cachedGet(app, ctx, '/armor/:id', {
    operationId: 'getArmorPiece',
    summary: 'One body armour or helmet',
    params: GearIdParamSchema,
    success: { schema: ArmorPieceResponseSchema, description: 'The piece' },
    load: async ({ params }) => ({
      data: { piece: found(await findArmorPiece(db, params.id), 'Armour piece') },
    }),
  });
});

export const ttkRoutes = featureRoutes('ttk', async (app, ctx, db) => {
  cachedGet(app, ctx, '/weapon-models', {
    operationId: 'listWeaponModels',
    summary: "Every weapon's damage model",
    description:
      'What the TTK engine needs of each weapon that has a sourced model: damage, fire rate, armour damage, calibre (which rounds it fires), a multiplier per hit zone and range bands.',
    success: { schema: WeaponModelsResponseSchema, description: 'Every modelled weapon' },
    load: async () => ({ data: { weapons: await listWeaponModels(db) } }),
  });
});
