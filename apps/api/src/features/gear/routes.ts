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
import type { Operation } from '../../http/route-docs';
import { editorWrite } from '../../http/guard';
import { type EditMeta, editMeta } from '../../http/edit-meta';
import { findArmorPiece, findRound, listArmor, listRounds, listWeaponModels } from './repository';
import { saveArmorPiece, saveRound } from './service';
import { workOutTtk } from './ttk-service';

/** An editor's PUT of one round or piece: the body may carry the id (a GET answer does), but it names the row the path names. */
function gearPut<B extends z.ZodType<{ id?: string; body: unknown }>>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  {
    save,
    answer,
    ...op
  }: Omit<Operation<typeof GearIdParamSchema, never, B>, 'params'> & {
    body: B;
    save: (id: string, body: z.output<B>['body'], meta: EditMeta) => Promise<unknown>;
    /** The item as saved (the GET's answer). */
    answer: (id: string) => Promise<unknown>;
  },
) {
  app.put(
    url,
    editorWrite(ctx, { ...op, params: GearIdParamSchema, errors: ['ID_MISMATCH', 'EDIT_CONFLICT'] }),
    async (req) => {
      const { id, body } = req.body as z.output<B>;
      if (id !== undefined && id !== req.params.id)
        throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
      await save(req.params.id, body, editMeta(req));
      return answer(req.params.id);
    },
  );
}

export const ammoRoutes = featureRoutes('ammo', async (app, ctx, db) => {
  const answer = async (id: string) => ({ data: { round: found(await findRound(db, id), 'Round') } });
  cachedGet(app, ctx, '/ammo', {
    operationId: 'listRounds',
    success: { schema: RoundsResponseSchema },
    load: async () => ({ data: { rounds: await listRounds(db) } }),
  });

  cachedGet(app, ctx, '/ammo/:id', {
    operationId: 'getRound',
    params: GearIdParamSchema,
    success: { schema: RoundResponseSchema },
    load: ({ params }) => answer(params.id),
  });

  gearPut(app, ctx, '/ammo/:id', {
    operationId: 'replaceRound',
    body: RoundReplaceSchema,
    success: { schema: RoundResponseSchema },
    save: (id, body, meta) => saveRound(db, id, body, meta),
    answer,
  });
});

export const armorRoutes = featureRoutes('armor', async (app, ctx, db) => {
  const answer = async (id: string) => ({
    data: { piece: found(await findArmorPiece(db, id), 'Armour piece') },
  });
  cachedGet(app, ctx, '/armor', {
    operationId: 'listArmor',
    success: { schema: ArmorResponseSchema },
    load: async () => ({ data: { armor: await listArmor(db) } }),
  });

  cachedGet(app, ctx, '/armor/:id', {
    operationId: 'getArmorPiece',
    params: GearIdParamSchema,
    success: { schema: ArmorPieceResponseSchema },
    load: ({ params }) => answer(params.id),
  });

  gearPut(app, ctx, '/armor/:id', {
    operationId: 'replaceArmorPiece',
    body: ArmorPieceReplaceSchema,
    success: { schema: ArmorPieceResponseSchema },
    save: (id, body, meta) => saveArmorPiece(db, id, body, meta),
    answer,
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
