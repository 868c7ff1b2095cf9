import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { listKeycards } from './repository';

export const keycardReadRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  const { db } = ctx.database;
  app.get('/keycards', { schema: { tags: ['keycards'], summary: 'All keycards with map, rarity, room items, difficulties and price history (public)' } }, (req, reply) =>
    ctx.cache.reply(req, reply, 'keycards', async () => ({ data: { keycards: await listKeycards(db) } })),
  );
};
