// The one shape of an API feature's routes: a function of the app context (and its database) that
// registers them on an instance typed by the shared zod schemas (requests are validated and typed
// by them). A feature is one group of the OpenAPI document: its routes are listed under its tag.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/database';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const featureRoutes =
  (tag: string, register: (app: ZodApp, ctx: AppContext, db: Db) => Promise<void> | void) =>
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    base.addHook('onRoute', (route) => {
      if (route.schema) (route.schema as { tags?: string[] }).tags = [tag];
    });
    await register(base.withTypeProvider<ZodTypeProvider>(), ctx, ctx.database.db);
  };
