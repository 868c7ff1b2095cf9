import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorAnswerCheck } from './check-answer';
import { registerErrorHandling } from './errors';

describe('error answers outside production', () => {
  it.each([
    [{ error: { code: 'NOT_FOUND', message: 'Weapon not found.' } }, 404],
    [{ error: { code: 'NO_SUCH_CODE', message: 'drifted' } }, 500],
    [{ error: { code: 'NOT_FOUND' } }, 500],
    [{ message: 'not an envelope' }, 500],
  ])('%j → %s', async (body, status) => {
    const app = Fastify();
    registerErrorHandling(app);
    registerErrorAnswerCheck(app);
    app.get('/x', (_req, reply) => reply.code(404).send(body));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR');
    await app.close();
  });
});
