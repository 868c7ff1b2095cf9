import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { sendError } from '../../http/errors';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'The process is up' } },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: { status: 'ok' } };
      },
    );
    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'The database is reachable and migrated (503 while starting or closing)',
        },
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
  };
