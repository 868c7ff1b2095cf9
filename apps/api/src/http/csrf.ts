// CSRF defence for cookie auth: SameSite cookies plus this check on every mutating request.
// A write that carries one of our session cookies must prove it comes from our own pages:
// an Origin equal to ours (scheme, host and port all compared) or, when a browser sends no
// Origin, `Sec-Fetch-Site: same-origin`. Browsers send Origin on every fetch POST/PUT/PATCH/DELETE.
// A write without our cookies (a first login from a script) needs neither, but a foreign
// Origin or a cross-site fetch is refused all the same (login CSRF).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIE = /(?:^|;\s*)dfw_(?:access|refresh)=/;

/** Our origin as the browser sees it: PUBLIC_URL, or the scheme and host the request arrived on. */
export function isSameOrigin(origin: string, request: FastifyRequest, publicUrl?: string): boolean {
  let given: string;
  try {
    given = new URL(origin).origin; // normalised: default ports dropped, host lowercased
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (publicUrl && given === new URL(publicUrl).origin) return true;
  try {
    return given === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

export function csrfVerdict(request: FastifyRequest, publicUrl?: string): 'ok' | 'rejected' {
  if (SAFE.has(request.method)) return 'ok';
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // Either header, when present, must say "same origin"; one that says otherwise is enough to refuse.
  if (origin !== undefined && !isSameOrigin(origin, request, publicUrl)) return 'rejected';
  if (site !== undefined && site !== 'same-origin') return 'rejected';
  if (origin !== undefined || site !== undefined) return 'ok';
  // Neither header: only a client that is not a browser, so it must not ride on our cookies.
  return SESSION_COOKIE.test(request.headers.cookie ?? '') ? 'rejected' : 'ok';
}

export const csrfGuard =
  (ctx: AppContext) => (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (csrfVerdict(request, ctx.config.PUBLIC_URL) === 'rejected')
      return void sendError(reply, 403, 'CSRF_REJECTED', 'Cross-site requests are not allowed.');
    done();
  };
