import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  Conflict,
  type DomainError,
  Forbidden,
  Invalid,
  LimitReached,
  NotFound,
  Unauthenticated,
  Unsupported,
} from '../domain-errors';
import { registerErrorHandling } from './errors';

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

describe('a domain refusal becomes its HTTP answer', () => {
  it.each<[DomainError, number]>([
    [new NotFound('Weapon'), 404],
    [new Invalid('UNKNOWN_REFERENCE', 'The category does not exist.'), 400],
    [new Conflict('TAG_EXISTS', "A tag named 'Meta' already exists."), 409],
    [new Unauthenticated('UNAUTHORIZED', 'Log in to do this.'), 401],
    [new Forbidden('FORBIDDEN', 'Your role does not allow this.'), 403],
    [new LimitReached('SUBMISSION_LIMIT', 'Five a day.'), 429],
    [new Unsupported('UNSUPPORTED_IMAGE', 'Please select an image file.'), 415],
  ])('%s → %i', async (error, status) => {
    const res = await answerTo(error);
    expect(res.statusCode).toBe(status);
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
