// Per-IP limit on anonymous reads, generous for people: a page view costs a handful of API
// calls, so 1,200 a minute per address is far above any reader and far below a scraper or a
// cache-flooding loop. Logged-in sessions (a valid signed access cookie) are not counted, so an
// editor's admin tables never hit it. The address is the client's own when TRUST_PROXY is set.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ACCESS_COOKIE, verifyAccessToken } from './tokens';

export const READ_LIMIT = { max: 1200, timeWindow: 60_000 }; // the READ_LIMIT_PER_MINUTE default
/** Uploads per user (editor) per ten minutes: re-encoding an image is the costliest request. */
export const UPLOAD_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/**
 * The page renderer reads the API in-process (app.inject) for every reader at once, so its reads
 * carry this header and are not counted. The token is random per process and never leaves it.
 */
export const INTERNAL_READ = { header: 'x-dfwiki-internal-read', token: randomBytes(24).toString('hex') };

const isInternalRead = (req: FastifyRequest) => req.headers[INTERNAL_READ.header] === INTERNAL_READ.token;

const EXEMPT = new Set(['/api/v1/health', '/api/v1/ready']); // probes of the platform

export function isLimitedRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The decoded path, as the router matched it: `/%61pi/v1/…` is counted like `/api/v1/…`.
  const path = request.target.pathname;
  if (EXEMPT.has(path)) return false;
  return path.startsWith('/api/v1/') || path.startsWith('/uploads/');
}

/** Call after @fastify/rate-limit is registered. */
export function registerReadLimit(app: FastifyInstance, ctx: AppContext) {
  const max = ctx.config.READ_LIMIT_PER_MINUTE;
  if (max === 0) return;
  const limit = app.rateLimit({
    ...READ_LIMIT,
    max,
    allowList: (req: FastifyRequest) =>
      isInternalRead(req) || verifyAccessToken(ctx.config.cookieSecret, req.cookies?.[ACCESS_COOKIE]).ok,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isLimitedRead(request)) await limit.call(app, request, reply);
  });
}

/** Route config for the upload limit: counted per user, after the role guard has set req.user. */
export const uploadRateLimit = {
  ...UPLOAD_LIMIT,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `upload:${req.user?.id ?? req.ip}`,
};
