// Several API processes on one PostgreSQL: a write in one drops the public-read cache of the others
// (LISTEN/NOTIFY). Each "process" here is its own app with its own database connection pool.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { anotherProcess, callApi, createTestApp, engine } from '../harness';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});

describe.runIf(engine() === 'postgres')('cross-process cache invalidation (postgres)', () => {
  it('a write through one process is visible at once through another', async () => {
    const a = await createTestApp({ sessions: true });
    closers.push(a.close);
    // A second app on the same database, as a second process would be.
    const b = await anotherProcess(a);
    closers.push(b.close);

    const read = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/v1/build-tags' }))
        .json()
        .data.tags.map((x: { name: string }) => x.name);
    const addTag = (name: string) => callApi(a, 'POST', '/build-tags', { name }, a.as.editor);
    expect(await read()).not.toContain('Cross Process');
    expect((await addTag('Cross Process')).statusCode).toBe(201);
    await expect.poll(read, { timeout: 3000, interval: 50 }).toContain('Cross Process');

    // The LISTEN connection is dropped (server restart, failover): it comes back by itself.
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await addTag('After Reconnect')).statusCode).toBe(201);
    await expect.poll(read, { timeout: 5000, interval: 100 }).toContain('After Reconnect');
  });
});
