// CSRF defence for cookie auth: SameSite cookies plus this Origin check on every mutating request.
// A browser always sends Origin on cross-site writes; tools without one (curl) carry no cookies of ours.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(origin: string, request: FastifyRequest, publicUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  try {
    // Normalised through URL so that default ports compare equal (http://a:80 is http://a).
    return parsed.host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

export const csrfGuard = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (SAFE.has(request.method)) return;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((origin && !isSameOrigin(origin, request, ctx.config.PUBLIC_URL)) || site === 'cross-site') {
    return sendError(reply, 403, 'CSRF_REJECTED', 'Cross-site requests are not allowed.');
  }
};
