// The one shape of a public read: a GET documented by `operation()` whose answer comes from the
// public cache (public-cache.ts). The cache key is the operation and its validated inputs only,
// so unknown query parameters cannot make new entries (the cache folds 01 and 1 into one key).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { ZodApp } from './feature-routes';
import { type Operation, operation } from './route-docs';

/** What `load` reads: the validated path parameters and query. */
export interface ReadInput<P extends z.ZodType, Q extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
}

/** A public read's operation, and `load`, which computes its answer when the cache has none. */
export interface ReadOperation<P extends z.ZodType, Q extends z.ZodType> extends Omit<
  Operation<P, Q, never>,
  'role' | 'body'
> {
  load: (input: ReadInput<P, Q>) => Promise<unknown>;
}

export function cachedGet<P extends z.ZodType, Q extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  { load, ...op }: ReadOperation<P, Q>,
) {
  // Kept answers carry their own gzip copy; no answer of the cache is compressed per request.
  app.get(url, { schema: operation(op), compress: false }, (req, reply) => {
    const input = { params: req.params, query: req.query } as ReadInput<P, Q>;
    const key = [
      op.operationId,
      ...(op.params ? Object.values(input.params as object) : []),
      ...(op.querystring ? Object.values(input.query as object) : []),
    ].join(':');
    return ctx.cache.reply(req, reply, key, () => load(input));
  });
}

/** A public read that takes no parameters: its operation, the answer's schema, and `load`. */
export function cachedPlainGet(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  operationId: string,
  schema: z.ZodType,
  load: () => Promise<unknown>,
) {
  cachedGet(app, ctx, url, { operationId, success: { schema }, load });
}

/**
 * Call after every guard and limit of a request: a GET whose URL the cache answered before gets its
 * kept answer here, before body parsing, validation and the handler, which would only redo what
 * they did for that URL. Every earlier onRequest hook (path, CSRF, security headers, read limit)
 * has run; a URL that was never answered, or whose answer left the cache, takes the normal path.
 */
export function registerKnownUrlAnswers(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!ctx.cache.answerKnownUrl(request, reply)) done();
  });
}
