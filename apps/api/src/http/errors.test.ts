import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@dfwiki/shared';
import { type DomainError, Invalid, LimitReached, NotFound } from '../domain-errors';
import { registerErrorHandling, STATUS_OF_KIND } from './errors';

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/x', () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

// The status a client must see for each kind of refusal, written out so that a changed one fails.
const EXPECTED_STATUS: Record<string, number> = {
  NotFound: 404,
  Invalid: 400,
  Conflict: 409,
  Unauthenticated: 401,
  Forbidden: 403,
  LimitReached: 429,
  Unsupported: 415,
};

/** A refusal of that kind (a NotFound names what is missing; the others say their code and why). */
function refusal(kind: (typeof STATUS_OF_KIND)[number][0]): DomainError {
  if (kind === NotFound) return new NotFound('Weapon');
  const Kind = kind as unknown as new (code: ErrorCode, message: string) => DomainError;
  return new Kind('UNKNOWN_REFERENCE', 'The category does not exist.');
}

describe('a domain refusal becomes its HTTP answer', () => {
  it('has a status for every kind of refusal', () => {
    expect(STATUS_OF_KIND.map(([kind]) => kind.name).sort()).toEqual(Object.keys(EXPECTED_STATUS).sort());
  });

  it.each(STATUS_OF_KIND.map(([kind]) => ({ kind, name: kind.name })))('$name', async ({ kind, name }) => {
    const error = refusal(kind);
    const res = await answerTo(error);
    expect(res.statusCode).toBe(EXPECTED_STATUS[name]);
    expect(res.json()).toEqual({ error: { code: error.code, message: error.message } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the field details', async () => {
    const details = [{ path: 'items', message: 'has an unknown keycard: x', rule: 'unknown' }];
    const res = await answerTo(new Invalid('UNKNOWN_KEYCARD', 'Unknown keycard: x.', details));
    expect(res.json().error.details).toEqual(details);
  });

  it('tells how long to wait when the wait is known', async () => {
    const known = await answerTo(new LimitReached('TOO_MANY_ATTEMPTS', 'Wait.', 540));
    expect(known.headers['retry-after']).toBe('540');
    const unknown = await answerTo(new LimitReached('SUBMISSION_LIMIT', 'Tomorrow.'));
    expect(unknown.headers['retry-after']).toBeUndefined();
  });

  it('answers any other error as a 500 without its message', async () => {
    const res = await answerTo(new Error('secret detail'));
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('secret detail');
  });
});
