// /ammo, /armor and /weapon-models. Public reads of every round, armour piece and weapon damage
// model: the inputs of the TTK engine, with their sources (docs/ttk-model.md). Editor writes: PUT
// of one round or piece (a GET answer may be sent back as it came; read-only fields are ignored).
import {
  ArmorPieceReplaceSchema,
  ArmorPieceResponseSchema,
  ArmorResponseSchema,
  GearIdParamSchema,
  RoundReplaceSchema,
  RoundResponseSchema,
  RoundsResponseSchema,
  WeaponModelsResponseSchema,
} from '@dfwiki/shared';
import { Invalid, NotFound } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { featureRoutes, type ZodApp } from '../../http/feature-routes';
import type { Operation } from '../../http/route-docs';
import { editorWrite } from '../../http/guard';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { saveArmorPiece, saveRound } from './service';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw new NotFound(what);
  return value;
};

const GEAR_DATES =
  'A new price is dated today unless `price_as_of` gives another day (a date sent back unchanged does not count); a changed model figure dates `model_as_of` today.';

/** An editor's PUT of one round or piece: the body may carry the id (a GET answer does), but it names the row the path names. */
function gearPut<B extends z.ZodType<{ id?: string; body: unknown }>>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  {
    save,
    ...op
  }: Omit<Operation<typeof GearIdParamSchema, never, B>, 'params'> & {
    body: B;
    save: (id: string, body: z.output<B>['body']) => Promise<unknown>;
  },
) {
  app.put(
    url,
    editorWrite(ctx, { ...op, params: GearIdParamSchema, errors: ['ID_MISMATCH'] }),
    async (req) => {
      const { id, body } = req.body as z.output<B>;
      if (id !== undefined && id !== req.params.id)
        throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
      return save(req.params.id, body);
    },
  );
}

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

  gearPut(app, ctx, '/ammo/:id', {
    operationId: 'replaceRound',
    summary: 'Correct a round',
    description: `Every editable field is required: names, penetration level, damage factors, price and sources. The id, object_id, calibre, rarity, zone overrides and weapons stay as stored. ${GEAR_DATES} TTK figures computed with the round change at once.`,
    body: RoundReplaceSchema,
    success: { schema: RoundResponseSchema, description: 'The round as saved' },
    save: async (id, body) => {
      await saveRound(db, id, body);
      return { data: { round: found(await findRound(db, id), 'Round') } };
    },
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

  gearPut(app, ctx, '/armor/:id', {
    operationId: 'replaceArmorPiece',
    summary: 'Correct a body armour or helmet',
    description: `Every editable field is required: names, protection level, durability, zones, weight, speed penalties, repair grades, price and sources. The id, object_id and type stay as stored. ${GEAR_DATES} TTK figures computed with the piece change at once.`,
    body: ArmorPieceReplaceSchema,
    success: { schema: ArmorPieceResponseSchema, description: 'The piece as saved' },
    save: async (id, body) => {
      await saveArmorPiece(db, id, body);
      return { data: { piece: found(await findArmorPiece(db, id), 'Armour piece') } };
    },
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
