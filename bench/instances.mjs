// Two instances on one PostgreSQL (docs/deploy.md): how long after an edit through one instance
// the other answers with it, in its API and its rendered page. The clock starts when the editing
// instance has answered the write. Run alone with `node bench/instances.mjs` after `npm run build`.
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { startWiki, tmp } from './lib/proc.mjs';

const EDITS = process.env.BENCH_QUICK === '1' ? 10 : 30;
const ADMIN = { ADMIN_EMAIL: 'bench@example.org', ADMIN_PASSWORD: 'Bench-Password-123!' };

const pct = (xs, p) =>
  +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(1);

/** Milliseconds until `check` is true, polling as fast as the server answers (gives up at 5 s). */
async function msUntil(check) {
  const t0 = performance.now();
  while (performance.now() - t0 < 5000) if (await check()) return performance.now() - t0;
  return Infinity;
}

async function login(url) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function measureEditDelay() {
  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : await startThrowawayPostgres().catch(() => undefined);
  if (!pg) return [{ note: 'no PostgreSQL binaries and no BENCH_DATABASE_URL: skipped' }];
  const env = { DATABASE_URL: pg.url, DATA_DIR: tmp(), COOKIE_SECRET: 'bench-'.repeat(8), ...ADMIN };
  const [a, b] = await Promise.all([startWiki(env), startWiki(env)]);
  try {
    const cookie = await login(a.url);
    const names = async () => (await (await fetch(`${b.url}/api/v1/keycards`)).json()).data.keycards;
    const card = (await names())[0];
    const api = [];
    const page = [];
    for (let i = 0; i < EDITS; i++) {
      const name = `Bench card ${Date.now()}-${i}`;
      await fetch(`${b.url}/wiki/cards`); // B holds the page before the edit
      const res = await fetch(`${a.url}/api/v1/keycards/${card.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, origin: a.url },
        body: JSON.stringify({ name }),
      });
      if (!res.ok) throw new Error(`edit ${i}: ${res.status} ${await res.text()}`);
      const t0 = performance.now();
      await msUntil(async () => (await names()).some((c) => c.name === name));
      api.push(performance.now() - t0);
      await msUntil(async () => (await (await fetch(`${b.url}/wiki/cards`)).text()).includes(name));
      page.push(performance.now() - t0);
    }
    const row = (view, xs) => ({
      view,
      edits: EDITS,
      medianMs: pct(xs, 0.5),
      p90Ms: pct(xs, 0.9),
      maxMs: pct(xs, 1),
      target: `≤ 2000 ms: ${pct(xs, 1) <= 2000 ? 'pass' : 'FALLS SHORT'}`,
    });
    return [row('API of the other instance', api), row('page of the other instance', page)];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    pg.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await measureEditDelay());
