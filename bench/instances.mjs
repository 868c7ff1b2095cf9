// Two instances on one PostgreSQL (docs/deploy.md): how long after an edit through one instance
// the other answers with it, in its API and its rendered page. The clock starts when the editing
// instance has answered the write; the page is polled once the API shows the edit. Run alone
// with `node bench/instances.mjs` after `npm run build`.
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { startWiki, tmp } from './lib/proc.mjs';

const EDITS = process.env.BENCH_QUICK === '1' ? 10 : 30;
const ADMIN = { ADMIN_EMAIL: 'bench@example.org', ADMIN_PASSWORD: 'Bench-Password-123!' };

const pct = (xs, p) =>
  +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(1);

/**
 * Polls `check` as fast as the server answers (gives up at 5 s); the milliseconds the last call took,
 * the one that saw the edit: most of the delay is that fresh answer being computed.
 */
async function lastCallMs(check) {
  const t0 = performance.now();
  for (let calls = 1; performance.now() - t0 < 5000; calls++) {
    const started = performance.now();
    if (await check()) return { ms: performance.now() - started, first: calls === 1 };
  }
  return { ms: Infinity, first: false };
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
    const [api, page, apiAnswer, pageAnswer] = [[], [], [], []];
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
      apiAnswer.push(await lastCallMs(async () => (await names()).some((c) => c.name === name)));
      api.push(performance.now() - t0);
      pageAnswer.push(
        await lastCallMs(async () => (await (await fetch(`${b.url}/wiki/cards`)).text()).includes(name)),
      );
      page.push(performance.now() - t0);
    }
    const row = (view, xs, answer) => ({
      view,
      edits: EDITS,
      medianMs: pct(xs, 0.5),
      p90Ms: pct(xs, 0.9),
      maxMs: pct(xs, 1),
      freshAnswerMedianMs: pct(
        answer.map((a) => a.ms),
        0.5,
      ),
      seenOnFirstCall: answer.filter((a) => a.first).length,
      target: `≤ 2000 ms: ${pct(xs, 1) <= 2000 ? 'pass' : 'FALLS SHORT'}`,
    });
    return [
      row('API of the other instance', api, apiAnswer),
      row('page of the other instance (after the API)', page, pageAnswer),
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    pg.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await measureEditDelay());
