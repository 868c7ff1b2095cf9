// Build tags: public list; editors create, rename and delete. Names are unique case-insensitively;
// deleting a tag detaches it from builds and weapons (cascade on the link tables).
import { IdParamSchema, TagInputSchema } from '@dfwiki/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { buildTags } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { guarded } from '../auth/guard';

const tagExists = (name: string) => new AppError(409, 'TAG_EXISTS', `A tag named '${name}' already exists.`);

export const tagRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;

    app.get('/build-tags', { schema: { tags: ['tags'], summary: 'All build tags (public)' } }, (req, reply) =>
      ctx.cache.reply(req, reply, 'tags', async () => ({
        data: { tags: await db.select().from(buildTags).orderBy(asc(buildTags.name)) },
      })),
    );

    app.post(
      '/build-tags',
      {
        ...guarded(ctx, 'editor'),
        schema: { tags: ['tags'], summary: 'Create a tag (editor). 409 TAG_EXISTS.', body: TagInputSchema },
      },
      async (req, reply) => {
        try {
          const [tag] = await db.insert(buildTags).values({ name: req.body.name }).returning();
          await ctx.cache.invalidate();
          return reply.code(201).send({ data: { tag } });
        } catch (err) {
          if (isUniqueViolation(err)) throw tagExists(req.body.name);
          throw err;
        }
      },
    );

    app.put(
      '/build-tags/:id',
      {
        ...guarded(ctx, 'editor'),
        schema: {
          tags: ['tags'],
          summary: 'Rename a tag (editor). 409 TAG_EXISTS.',
          params: IdParamSchema,
          body: TagInputSchema,
        },
      },
      async (req) => {
        try {
          const [tag] = await db
            .update(buildTags)
            .set({ name: req.body.name })
            .where(eq(buildTags.id, req.params.id))
            .returning();
          if (!tag) throw notFound('Tag');
          await ctx.cache.invalidate();
          return { data: { tag } };
        } catch (err) {
          if (isUniqueViolation(err)) throw tagExists(req.body.name);
          throw err;
        }
      },
    );

    app.delete(
      '/build-tags/:id',
      {
        ...guarded(ctx, 'editor'),
        schema: {
          tags: ['tags'],
          summary: 'Delete a tag, detaching it from builds (editor)',
          params: IdParamSchema,
        },
      },
      async (req) => {
        const deleted = await db
          .delete(buildTags)
          .where(eq(buildTags.id, req.params.id))
          .returning({ id: buildTags.id });
        if (!deleted.length) throw notFound('Tag');
        await ctx.cache.invalidate();
        return { data: { deleted: req.params.id } };
      },
    );
  };
