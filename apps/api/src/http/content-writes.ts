// One mechanism for "a write changed what the public sees": a route that changes content declares
// `changesContent` in its config (through `guarded`), and once its handler succeeded, before the
// answer leaves, the public caches are cleared here and, through the database, in every other
// process (docs/decisions/006-public-cache-invalidation.md). A failed write clears nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful answer means public content changed: clear the public caches before it is sent. */
    changesContent?: boolean;
  }
}

export function registerContentWrites(app: FastifyInstance, ctx: AppContext) {
  // A callback hook: the reads that make most requests pass through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config?.changesContent || reply.statusCode >= 400) return done(null, payload);
    ctx.cache.invalidate().then(() => done(null, payload), done);
  });
}
