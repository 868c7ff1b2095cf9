// /ammo, /armor and /weapon-models. Public reads of every round, armour piece and weapon damage
// model: the inputs of the TTK engine, with their sources (docs/ttk-model.md).
import {
  ArmorPieceResponseSchema,
  ArmorResponseSchema,
  GearIdParamSchema,
  RoundResponseSchema,
  RoundsResponseSchema,
  TtkQuerySchema,
  TtkResponseSchema,
  WeaponModelsResponseSchema,
} from '@dfwiki/shared';
import { NotFound } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { workOutTtk } from './ttk-service';

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

  cachedGet(app, ctx, '/ttk', {
    operationId: 'getTtk',
    summary: 'Time to kill of one fight',
    description: [
      'Runs the damage model (the same engine the wiki pages use) for one weapon and round against a target with 100 HP, fresh body armour and a fresh helmet, and answers the shots to kill, the time to kill in seconds (first shot at 0 s) and every hit.',
      "`weapon` is our numeric id, our slug or the game's object id; `ammo`, `armor` (body armour) and `helmet` are our id or the game's object id. Leave `armor` or `helmet` out for a target without it. `zone` is one hit zone, or a comma list hit in turn (`head,chest`: head, chest, head, …); default chest. `distance` is in metres, default 0.",
      "The round must be of the weapon's calibre, `armor` must name body armour and `helmet` a helmet: otherwise 400 `VALIDATION_ERROR` naming the field. An id that names nothing: 400 `UNKNOWN_REFERENCE` naming the field.",
      "A fight the model does not cover is answered with `shots`, `ttk_s` and the armour left null, no hits, and `not_modelled` saying why: `shotgun` (the sources' shotgun figures are placeholders), `round-without-model`, `weapon-without-model`, `no-damage` (the zones or the distance deal none) or `too-many-shots`. Misses, recoil, trigger delay and attachments are left out. Figures are rounded to 4 decimals.",
    ].join('\n\n'),
    querystring: TtkQuerySchema,
    errors: ['UNKNOWN_REFERENCE'],
    success: { schema: TtkResponseSchema, description: 'The fight, hit by hit' },
    load: async ({ query }) => ({ data: await workOutTtk(db, query) }),
  });
});
