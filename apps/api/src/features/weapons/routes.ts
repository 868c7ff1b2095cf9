// Public weapon reads: the list (lean: build summaries), one weapon in full, categories, views.
import {
  CategoriesResponseSchema,
  IdParamSchema,
  WeaponListResponseSchema,
  WeaponResponseSchema,
  WeaponViewsResponseSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { NotFound } from '../../domain-errors';
import { PageQuerySchema, pageInfo } from '../../http/paging';
import { operation } from '../../http/route-docs';
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
        schema: operation({
          operationId: 'listWeapons',
          tag: 'weapons',
          summary: 'List weapons',
          description:
            'Weapons by name with category, TTK values, tags and a summary of each build (id, name, rating, tags, updated_at), in pages of up to 200: follow `page.next_offset` until it is null. Full builds come with `/weapons/{id}`.',
          querystring: PageQuerySchema,
          success: { schema: WeaponListResponseSchema, description: 'One page of weapons' },
        }),
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
        schema: operation({
          operationId: 'getWeapon',
          tag: 'weapons',
          summary: 'Get one weapon',
          description: 'One weapon by numeric id or slug, with its full builds.',
          params: WeaponRef,
          success: { schema: WeaponResponseSchema, description: 'The weapon' },
          errors: ['NOT_FOUND'],
        }),
      },
      async (req, reply) => {
        return ctx.cache.reply(req, reply, `weapon:${req.params.id}`, async () => {
          const weapon = await findWeapon(db, req.params.id);
          if (!weapon) throw new NotFound('Weapon'); // not kept: failed computations leave the cache
          return { data: { weapon } };
        });
      },
    );

    app.post(
      '/weapons/:id/weaponView',
      {
        schema: operation({
          operationId: 'recordWeaponView',
          tag: 'weapons',
          summary: 'Record a weapon view',
          description: 'Counts one view of a weapon page; at most 300 a minute per address.',
          params: IdParamSchema,
          success: { schema: WeaponViewsResponseSchema, description: 'The new view count' },
          errors: ['NOT_FOUND'],
        }),
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      async (req) => {
        const views = await recordView(db, req.params.id);
        if (views === undefined) throw new NotFound('Weapon');
        ctx.cache.clearSoon(); // throttled: a burst of views must not recompute every list each time
        return { data: { views } };
      },
    );

    app.get(
      '/weapon-categories',
      {
        schema: operation({
          operationId: 'listWeaponCategories',
          tag: 'weapons',
          summary: 'List weapon categories',
          success: { schema: CategoriesResponseSchema, description: 'Every category' },
        }),
      },
      (req, reply) =>
        ctx.cache.reply(req, reply, 'categories', async () => ({
          data: { categories: await listCategories(db) },
        })),
    );
  };
