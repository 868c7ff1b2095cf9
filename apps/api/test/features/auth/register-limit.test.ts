// The register limit: one address may open REGISTER_LIMIT_PER_HOUR accounts an hour, then 429;
// another address still may. Run with a small limit so the test is quick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, SAME_ORIGIN, TEST_PASSWORD, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { REGISTER_LIMIT_PER_HOUR: 3 } });
});
afterAll(() => t.close());

const register = (n: number, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { nickname: `Signup${n}`, email: `signup-${n}@example.org`, password: TEST_PASSWORD },
    headers: SAME_ORIGIN,
    remoteAddress,
  });

describe(`register limit (${engine()})`, () => {
  it('allows the configured number of new accounts an hour per address, then 429 for that address only', async () => {
    for (let n = 1; n <= 3; n++) expect((await register(n, '10.1.1.1')).statusCode).toBe(201);
    const over = await register(4, '10.1.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect((await register(5, '10.2.2.2')).statusCode).toBe(201);
  });
});
