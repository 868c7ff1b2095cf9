import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { listDifficulties, listItemTypes, listMaps, listRarities } from './repository';

export const lookupRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    app.get('/maps', { schema: { tags: ['lookups'], summary: 'All maps (public)' } }, (req, reply) =>
      ctx.cache.reply(req, reply, 'maps', async () => ({ data: { maps: await listMaps(db) } })),
    );
    app.get(
      '/difficulty',
      { schema: { tags: ['lookups'], summary: 'Room difficulties (public)' } },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'difficulties', async () => ({
          data: { difficulties: await listDifficulties(db) },
        })),
    );
    app.get(
      '/item-types',
      { schema: { tags: ['lookups'], summary: 'Room item types (public)' } },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'item-types', async () => ({
          data: { itemTypes: await listItemTypes(db) },
        })),
    );
    app.get(
      '/rarities',
      { schema: { tags: ['lookups'], summary: 'Keycard rarities (public)' } },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'rarities', async () => ({ data: { rarities: await listRarities(db) } })),
    );
  };
