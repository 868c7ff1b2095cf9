// The one shape of an API feature's routes: a function of the app context that registers them on
// an instance typed by the shared zod schemas (requests are validated and typed by them).
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

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const featureRoutes =
  (register: (app: ZodApp, ctx: AppContext) => Promise<void> | void) =>
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    await register(base.withTypeProvider<ZodTypeProvider>(), ctx);
  };
