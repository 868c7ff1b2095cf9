// Editor writes for keycards and their prices.
import {
  BatchPriceResponseSchema,
  BatchPriceUpdateSchema,
  DeletedResponseSchema,
  KeycardIdParamSchema,
  KeycardInputSchema,
  KeycardPatchSchema,
  KeycardReplaceSchema,
  KeycardResponseSchema,
  PriceSetResponseSchema,
  PriceUpdateSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../domain-errors';
import { operation } from '../../http/route-docs';
import { guarded } from '../auth/guard';
import { listKeycards } from './repository';
import { createKeycard, deleteKeycard, patchKeycard, setPrice, setPrices, updateKeycard } from './service';

export const keycardWriteRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const editor = guarded(ctx, 'editor', { changesContent: true });
    const answer = async (id: string) => ({ data: { keycard: (await listKeycards(db, { id }))[0]! } });
    const saved = { schema: KeycardResponseSchema, description: 'The keycard as saved' };

    app.post(
      '/keycards',
      {
        ...editor,
        schema: operation({
          operationId: 'createKeycard',
          tag: 'keycards',
          summary: 'Create a keycard',
          description:
            'Its id is fixed afterwards. Fields left out get defaults (rarity common, value 0, durability 1). A GET answer is accepted as it came; server-owned fields are ignored.',
          role: 'editor',
          body: KeycardInputSchema,
          success: { ...saved, status: 201 },
          errors: ['KEYCARD_EXISTS', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req, reply) => {
        await createKeycard(db, req.body);
        return reply.code(201).send(await answer(req.body.id));
      },
    );

    app.put(
      '/keycards/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'replaceKeycard',
          tag: 'keycards',
          summary: 'Replace a keycard',
          description:
            'A full replacement: every field is required (use PATCH to change a few). The body may carry the id, which must match the path. A new card_value is recorded in the price history.',
          role: 'editor',
          params: KeycardIdParamSchema,
          body: KeycardReplaceSchema,
          success: saved,
          errors: ['NOT_FOUND', 'ID_MISMATCH', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        if (req.body.id !== undefined && req.body.id !== req.params.id)
          throw new Invalid('ID_MISMATCH', 'The id in the body differs from the id in the path.');
        await updateKeycard(db, req.params.id, req.body.body);
        return answer(req.params.id);
      },
    );

    app.patch(
      '/keycards/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'updateKeycard',
          tag: 'keycards',
          summary: 'Change some fields of a keycard',
          description: 'Only the fields sent change. A new card_value is recorded in the price history.',
          role: 'editor',
          params: KeycardIdParamSchema,
          body: KeycardPatchSchema,
          success: saved,
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        await patchKeycard(db, req.params.id, req.body);
        return answer(req.params.id);
      },
    );

    app.delete(
      '/keycards/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'deleteKeycard',
          tag: 'keycards',
          summary: 'Delete a keycard',
          description: 'Deletes the card with its items, difficulties and price history.',
          role: 'editor',
          params: KeycardIdParamSchema,
          success: { schema: DeletedResponseSchema, description: 'The id of the deleted card' },
          errors: ['NOT_FOUND'],
        }),
      },
      async (req) => {
        await deleteKeycard(db, req.params.id);
        return { data: { deleted: req.params.id } };
      },
    );

    app.patch(
      '/keycards/:id/price',
      {
        ...editor,
        schema: operation({
          operationId: 'setKeycardPrice',
          tag: 'keycards',
          summary: 'Set one keycard price',
          description: 'Appends a price-history entry when the price changes.',
          role: 'editor',
          params: KeycardIdParamSchema,
          body: PriceUpdateSchema,
          success: { schema: PriceSetResponseSchema, description: 'The price and whether it changed' },
          errors: ['NOT_FOUND'],
        }),
      },
      async (req) => {
        const outcome = await setPrice(db, req.params.id, req.body.price);
        return { data: { id: req.params.id, price: req.body.price, changed: outcome === 'updated' } };
      },
    );

    app.post(
      '/keycards/prices',
      {
        ...editor,
        schema: operation({
          operationId: 'setKeycardPrices',
          tag: 'keycards',
          summary: 'Set many keycard prices',
          description:
            'One transaction, all or nothing: an unknown id answers 400 UNKNOWN_KEYCARD naming it, and nothing is written.',
          role: 'editor',
          body: BatchPriceUpdateSchema,
          success: { schema: BatchPriceResponseSchema, description: 'Ids updated and ids unchanged' },
          errors: ['UNKNOWN_KEYCARD'],
        }),
      },
      async (req) => {
        const result = await setPrices(db, req.body.items);
        return { data: result };
      },
    );
  };
