// Editor writes for keycards and their prices.
import {
  BatchPriceUpdateSchema,
  KeycardIdParamSchema,
  KeycardInputSchema,
  KeycardUpdateSchema,
  PriceUpdateSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { guarded } from '../auth/guard';
import { listKeycards } from './repository';
import { createKeycard, deleteKeycard, setPrice, setPrices, updateKeycard } from './service';

export const keycardWriteRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const editor = guarded(ctx, 'editor');
    const answer = async (id: string) => ({ data: { keycard: (await listKeycards(db, id))[0] } });

    app.post(
      '/keycards',
      {
        ...editor,
        schema: {
          tags: ['keycards'],
          summary: 'Create a keycard; its id is fixed afterwards (editor). 409 KEYCARD_EXISTS.',
          body: KeycardInputSchema,
        },
      },
      async (req, reply) => {
        await createKeycard(db, req.body);
        await ctx.cache.invalidate();
        return reply.code(201).send(await answer(req.body.id));
      },
    );

    app.put(
      '/keycards/:id',
      {
        ...editor,
        schema: {
          tags: ['keycards'],
          summary:
            'Replace a keycard (the id cannot change); a new card_value is recorded in the price history (editor)',
          params: KeycardIdParamSchema,
          body: KeycardUpdateSchema,
        },
      },
      async (req) => {
        await updateKeycard(db, req.params.id, req.body);
        await ctx.cache.invalidate();
        return answer(req.params.id);
      },
    );

    app.delete(
      '/keycards/:id',
      {
        ...editor,
        schema: {
          tags: ['keycards'],
          summary: 'Delete a keycard with its history (editor)',
          params: KeycardIdParamSchema,
        },
      },
      async (req) => {
        await deleteKeycard(db, req.params.id);
        await ctx.cache.invalidate();
        return { data: { deleted: req.params.id } };
      },
    );

    app.patch(
      '/keycards/:id/price',
      {
        ...editor,
        schema: {
          tags: ['keycards'],
          summary: 'Set one card price; appends price history when it changes (editor)',
          params: KeycardIdParamSchema,
          body: PriceUpdateSchema,
        },
      },
      async (req) => {
        const outcome = await setPrice(db, req.params.id, req.body.price);
        if (outcome === 'updated') await ctx.cache.invalidate();
        return { data: { id: req.params.id, price: req.body.price, changed: outcome === 'updated' } };
      },
    );

    app.post(
      '/keycards/prices',
      {
        ...editor,
        schema: {
          tags: ['keycards'],
          summary:
            'Set many prices in one transaction, all or nothing (editor). 400 UNKNOWN_KEYCARD names the bad id.',
          body: BatchPriceUpdateSchema,
        },
      },
      async (req) => {
        const result = await setPrices(db, req.body.items);
        if (result.updated.length) await ctx.cache.invalidate();
        return { data: result };
      },
    );
  };
