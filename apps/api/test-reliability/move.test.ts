// npm run db:move: a PGlite data folder, used and edited, moved into a throwaway PostgreSQL;
// every table has the same rows, the server on PostgreSQL answers as before and keeps writing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { openPglite, openPostgres } from '../src/db/database';
import { countRows, tablesInOrder } from '../src/ops/move';
import { loginCookie, type Server, startServer, tempDir } from './server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const stops: (() => void)[] = [];
afterAll(() => stops.forEach((s) => s()));

const move = (dataDir: string, to: string) =>
  spawnSync('npm', ['run', '--silent', 'db:move', '--', '--to', to], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

async function reads(server: Server, cookie: string) {
  const get = async (p: string) =>
    (await (await fetch(`${server.url}/api/v1${p}`, { headers: { cookie } })).json()).data;
  return { keycards: await get('/keycards'), weapons: await get('/weapons'), users: await get('/users') };
}

const edit = (server: Server, cookie: string, id: string, name: string) =>
  fetch(`${server.url}/api/v1/keycards/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ name }),
  });

it('moves every row of a PGlite folder into an empty PostgreSQL, once', async (ctx) => {
  const postgres = await startThrowawayPostgres();
  if (!postgres) return ctx.skip();
  stops.push(postgres.stop);
  const dataDir = tempDir();
  let server = await startServer({ DATA_DIR: dataDir });
  let cookie = await loginCookie(server);
  const card = (await reads(server, cookie)).keycards.keycards[0];
  expect((await edit(server, cookie, card.id, 'Moved Card')).status).toBe(200); // history rows too
  const before = await reads(server, cookie);
  server.proc.kill('SIGTERM');
  await server.exited;

  const moved = move(dataDir, postgres.url);
  expect(moved.status, moved.stderr).toBe(0);
  expect(moved.stdout).toMatch(/Moved \d+ rows/);
  const again = move(dataDir, postgres.url);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('not empty');

  const source = await openPglite(path.join(dataDir, 'db'));
  const target = await openPostgres(postgres.url);
  try {
    const tables = await tablesInOrder(source.db);
    expect(tables.length).toBeGreaterThan(10);
    for (const t of tables) expect(await countRows(target.db, t), t).toBe(await countRows(source.db, t));
  } finally {
    await source.close();
    await target.close();
  }

  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
  cookie = await loginCookie(server); // the password hash came along
  expect(await reads(server, cookie)).toEqual(before);
  // New rows (a revision, a session) take ids after the copied ones.
  expect((await edit(server, cookie, card.id, 'Moved Card 2')).status).toBe(200);
  server.proc.kill('SIGTERM');
  await server.exited;
});
