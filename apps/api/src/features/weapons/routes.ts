import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { countWeapons, findWeapon, listCategories, listWeapons, recordView } from './repository';

const WeaponRef = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'a numeric id or a slug') });

export const weaponReadRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    app.get(
      '/weapons',
      {
        schema: {
          tags: ['weapons'],
          summary:
            'Weapons with category, TTK values, builds and tags, by name, in pages of up to 200 (public)',
          querystring: PageQuerySchema,
        },
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, `weapons:${req.query.limit}:${req.query.offset}`, async () => ({
          data: {
            weapons: await listWeapons(db, req.query),
            page: pageInfo(req.query, await countWeapons(db)),
          },
        })),
    );

    app.get(
      '/weapons/:id',
      {
        schema: {
          tags: ['weapons'],
          summary: 'One weapon by numeric id or slug (public)',
          params: WeaponRef,
        },
      },
      async (req, reply) => {
        return ctx.cache.reply(req, reply, `weapon:${req.params.id}`, async () => {
          const weapon = await findWeapon(db, req.params.id);
          if (!weapon) throw notFound('Weapon'); // not kept: failed computations leave the cache
          return { data: { weapon } };
        });
      },
    );

    app.post(
      '/weapons/:id/weaponView',
      {
        schema: {
          tags: ['weapons'],
          summary: 'Records one view of a weapon page (public; at most 300 a minute per IP)',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      async (req) => {
        const views = await recordView(db, req.params.id);
        if (views === undefined) throw notFound('Weapon');
        ctx.cache.clearSoon(); // throttled: a burst of views must not recompute every list each time
        return { data: { views } };
      },
    );

    app.get(
      '/weapon-categories',
      { schema: { tags: ['weapons'], summary: 'Weapon categories (public)' } },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'categories', async () => ({
          data: { categories: await listCategories(db) },
        })),
    );
  };
