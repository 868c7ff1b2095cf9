// The path a request is routed by, decoded once for every guard. The router decodes
// percent-escapes (`/%61pi/v1/weapons` reaches the `/api/v1/weapons` route), so limits and guards
// must match on the decoded path too, never on the raw URL. A path that cannot be decoded answers
// 400 here, before any handler sees it; dot segments (`/.`, `/%2e%2e`) name no page and answer 404.
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

export interface RequestPath {
  /** Decoded, without query or fragment, trailing slashes removed ('/' stays '/'). */
  pathname: string;
  /** The raw query string after '?', without the fragment ('' when none). */
  search: string;
  /** True when a segment is `.` or `..`, literally or percent-encoded. */
  dotSegment: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the first onRequest hook (registerRequestPath) on every request. */
    target: RequestPath;
  }
}

/** Nothing to decode and no dot segment: the common URL, split without the general parse. */
const PLAIN_URL = /^[^%#]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|\?|$)/;

/** Parses a request target; undefined when its percent-encoding is malformed. */
export function parseRequestPath(url: string): RequestPath | undefined {
  if (PLAIN_URL.test(url) && !DOT_SEGMENT.test(url)) {
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const pathname = rawPath.endsWith('/') ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
    return { pathname, search: q === -1 ? '' : url.slice(q + 1), dotSegment: false };
  }
  return parseEncodedPath(url);
}

function parseEncodedPath(url: string): RequestPath | undefined {
  // A fragment has no place on a request line; one sent anyway is ignored, but must decode too.
  const [withoutFragment = '', fragment = ''] = url.split(/#(.*)/s);
  const q = withoutFragment.indexOf('?');
  const rawPath = q === -1 ? withoutFragment : withoutFragment.slice(0, q);
  const search = q === -1 ? '' : withoutFragment.slice(q + 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
    decodeURIComponent(search.replace(/\+/g, ' '));
    decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  const dotSegment = pathname.split('/').some((segment) => segment === '.' || segment === '..');
  return { pathname: pathname.replace(/\/+$/, '') || '/', search, dotSegment };
}

/** Call first: every later hook and handler reads `request.target`. */
export function registerRequestPath(app: FastifyInstance) {
  app.decorateRequest('target', undefined as unknown as RequestPath);
  // Callback hooks, here and in the other per-request guards: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    const path = parseRequestPath(request.url);
    if (!path) return void sendError(reply, 400, 'BAD_REQUEST', 'The URL has malformed percent-encoding.');
    request.target = path;
    done();
  });
}
