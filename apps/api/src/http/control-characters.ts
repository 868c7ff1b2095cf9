// Control characters are refused at the edge, for every route and every text field at once: a NUL
// makes PostgreSQL fail the query (a 500 whose error carried the query's parameters), and the
// others have no place in a name or a note. The check walks the parsed request before any schema
// runs, so a new field or route cannot forget it.
import { controlCharacterIn, type FieldError, MULTILINE_FIELDS } from '@dfwiki/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

type Part = 'body' | 'querystring' | 'params';

// Deep enough for every body the API takes (a build's attachments, a weapon's TTK values).
const MAX_DEPTH = 8;

/** `\u0000` instead of the raw character, so a bad key can be named in an answer and a log. */
const printable = (key: string) =>
  [...key]
    .map((c) => (controlCharacterIn(c, false) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');

/** The first control character in `value`: where it is, and which one. */
export function findControlCharacter(
  value: unknown,
  path: string[] = [],
  field = '',
  depth = 0,
): { path: string; found: string } | null {
  if (typeof value === 'string') {
    const found = controlCharacterIn(value, MULTILINE_FIELDS.has(field));
    return found ? { path: path.join('.'), found } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      // An array's items are its field's: `pros.2` is one line like `pros`.
      const hit = findControlCharacter(value[i], [...path, String(i)], field, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const badKey = controlCharacterIn(key, false);
    if (badKey) return { path: [...path, printable(key)].join('.'), found: badKey };
    const hit = findControlCharacter(item, [...path, key], key, depth + 1);
    if (hit) return hit;
  }
  return null;
}

// Page reads (outside /api/ and /uploads/) take no text of their own: the page renderer passes
// their values on to the API, which refuses them there.
const isPageRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.target.pathname.startsWith('/api/') &&
  !request.target.pathname.startsWith('/uploads/');

// Params and query are decoded from the URL alone, so a request without a body whose URL has no
// '%' and no raw control character cannot hold one: no walk needed.
const mayHoldControlCharacters = (request: FastifyRequest) =>
  request.body !== undefined || request.url.includes('%') || controlCharacterIn(request.url, false) !== null;

export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    if (isPageRead(request) || !mayHoldControlCharacters(request)) return done();
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const hit = findControlCharacter(value);
      if (!hit) continue;
      const detail: FieldError = {
        path: hit.path,
        rule: 'control_character',
        message: `contains a control character (${hit.found})`,
      };
      // As with a validation refusal, what was sent helps to read a client bug (secrets are
      // removed by the logger).
      request.log.debug({ [part]: value, details: [detail] }, 'request rejected: control character');
      return void sendError(
        reply,
        400,
        'CONTROL_CHARACTER',
        `Invalid request ${part}: ${hit.path || part} ${detail.message}.`,
        [detail],
      );
    }
    done();
  });
}
