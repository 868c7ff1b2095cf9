import { HealthResponseSchema, ReadyResponseSchema } from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { sendError } from '../../http/errors';
import { operation } from '../../http/route-docs';

export const healthRoutes = featureRoutes('health', async (app, ctx) => {
  app.get(
    '/health',
    { schema: operation({ operationId: 'getHealth', success: { schema: HealthResponseSchema } }) },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' } };
    },
  );
  app.get(
    '/ready',
    {
      schema: operation({
        operationId: 'getReadiness',
        success: { schema: ReadyResponseSchema },
        errors: ['NOT_READY', 'DATABASE_UNAVAILABLE'],
      }),
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (ctx.state.phase !== 'ready')
        return sendError(reply, 503, 'NOT_READY', `The server is ${ctx.state.phase}.`);
      try {
        await ctx.database.ping();
      } catch {
        return sendError(reply, 503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { data: { status: 'ready', engine: ctx.database.engine } };
    },
  );
});
