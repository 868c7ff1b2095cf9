// kill -9 in the middle of a stream of acknowledged price updates, then restart: every update the
// server acknowledged is there, and the history is an unbroken chain. On PGlite and PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { loginCookie, type Server, startServer, tempDir } from './server';

const stops: (() => void)[] = [];
afterAll(() => stops.forEach((s) => s()));

type Card = { id: string; card_value: number; price_history: { old_value: number; new_value: number }[] };

async function crashDuringUpdates(env: Record<string, string>) {
  let server: Server = await startServer(env);
  const cookie = await loginCookie(server);
  const cards: Card[] = (await (await fetch(`${server.url}/api/v1/keycards`)).json()).data.keycards;
  const target = cards[0]!;
  const acknowledged: number[] = [];
  let price = 1_000_000;
  const killAt = Date.now() + 1500;
  const stream = (async () => {
    while (true) {
      const next = ++price;
      const res = await fetch(`${server.url}/api/v1/keycards/${target.id}/price`, {
        method: 'PATCH',
        // A same-origin write, as a browser sends it (cookie writes without Origin are refused).
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify({ price: next }),
      }).catch(() => undefined);
      if (!res) return; // the server is gone
      if (res.ok) acknowledged.push(next);
    }
  })();
  while (Date.now() < killAt) await new Promise((r) => setTimeout(r, 50));
  server.proc.kill('SIGKILL');
  await stream;
  await server.exited;
  expect(acknowledged.length).toBeGreaterThan(5);

  server = await startServer(env);
  const card: Card = (await (await fetch(`${server.url}/api/v1/keycards`)).json()).data.keycards.find(
    (c: Card) => c.id === target.id,
  );
  // The list carries the newest changes only; the whole history has every acknowledged one.
  const history = await fetch(`${server.url}/api/v1/keycards/${target.id}/price-history`);
  const after: Card = { ...card, price_history: (await history.json()).data.price_history };
  server.proc.kill('SIGTERM');
  await server.exited;
  const values = new Set(after.price_history.map((h) => h.new_value));
  for (const p of acknowledged) expect(values.has(p), `acknowledged price ${p}`).toBe(true);
  const oldestFirst = [...after.price_history].reverse();
  for (let i = 1; i < oldestFirst.length; i++)
    expect(oldestFirst[i]!.old_value).toBe(oldestFirst[i - 1]!.new_value);
  expect(after.card_value).toBe(after.price_history[0]!.new_value);
  // At most the one update in flight at the kill may have committed without its acknowledgement.
  expect(after.card_value - acknowledged.at(-1)!).toBeLessThanOrEqual(1);
}

describe('crash safety', () => {
  it('PGlite: acknowledged price updates survive kill -9', async () => {
    await crashDuringUpdates({ DATA_DIR: tempDir() });
  });

  it('PostgreSQL: acknowledged price updates survive kill -9', async (ctx) => {
    const pg = process.env.TEST_DATABASE_URL
      ? { url: process.env.TEST_DATABASE_URL, stop: () => undefined }
      : await startThrowawayPostgres();
    if (!pg) return ctx.skip();
    stops.push(pg.stop);
    await crashDuringUpdates({ DATA_DIR: tempDir(), DATABASE_URL: pg.url });
  });
});
