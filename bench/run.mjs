#!/usr/bin/env node
// `npm run bench`: API load beside same-bytes and bare Fastify baselines (PGlite, and PostgreSQL when available),
// the delay from an edit on one of two instances to its view on the other, growth with ×1/×10/×100
// data, list answer sizes, first-load web weight, Lighthouse, search latency,
// the TTK engine and the server's memory.
// Prints one table per section with each target, and writes bench/results/latest.json.
// Shared, noisy machines: speed is reported as a ratio to the baseline measured in this same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { apiLoad } from './api-load.mjs';
import { load } from './lib/load.mjs';
import { prepareData, root, rssMb, startWiki, tmp } from './lib/proc.mjs';
import { median } from './lib/stats.mjs';
import { dataPages } from './lib/data-pages.mjs';
import { measureAnswerSizes } from './answer-size.mjs';
import { measureAttacks } from './attack.mjs';
import { measureEditDelay } from './instances.mjs';
import { measureMemory } from './memory.mjs';
import { measureFirstTouch } from './first-touch.mjs';
import { measureCdnCacheable } from './cdn-cacheable.mjs';
import { JS_BUDGET_KB, measureWeight } from './web-weight.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
// `node bench/run.mjs api`: only the sections whose name contains the word (any case).
const ONLY = process.argv[2]?.toLowerCase();
const DURATION = QUICK ? 2 : 5;
const results = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  sections: {},
};
const verdict = (ok) => (ok ? 'pass' : 'FALLS SHORT');

// ---------- 1. API load: bench/api-load.mjs ----------

// ---------- 2. growth ----------
async function growth() {
  const rows = [];
  const p99 = {};
  for (const factor of QUICK ? [1, 10] : [1, 10, 100]) {
    const dataDir = tmp();
    prepareData({ DATA_DIR: dataDir }, factor);
    const server = await startWiki({ DATA_DIR: dataDir });
    for (const p of ['/api/v1/weapons', '/api/v1/keycards']) {
      const r = await load(`${server.url}${p}`, { connections: 50, duration: DURATION });
      p99[p] ??= r.p99;
      const growthX = +(r.p99 / p99[p]).toFixed(2);
      rows.push({
        data: `×${factor}`,
        request: `GET ${p}`,
        rps: r.rps,
        p50ms: r.p50,
        p99ms: r.p99,
        gzipKB: +(r.bytesPerReq / 1024).toFixed(1),
        p99VsX1: growthX,
        target: factor === 100 ? `p99 ≤ 4× of ×1: ${verdict(growthX <= 4)}` : '',
      });
    }
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

// ---------- 3. web weight + 4. Lighthouse against each page's limit ----------
async function web() {
  const server = await startWiki({ DATA_DIR: tmp() });
  try {
    const weight = await measureWeight(server.url);
    for (const r of weight)
      r.target = `JS before use ≤ ${JS_BUDGET_KB} KB: ${verdict(r.jsKB <= JS_BUDGET_KB)}`;
    let lh = [];
    if (!QUICK) {
      try {
        const { measureBudgets } = await import('./budgets.mjs');
        lh = await measureBudgets(server.url, ['/', ...(await dataPages(server.url))]);
        for (const r of lh) r.target = r.falling ? `FALLS SHORT: ${r.falling}` : 'pass';
      } catch (e) {
        lh = [{ page: 'lighthouse', error: String(e.message ?? e).slice(0, 200) }];
      }
    }
    // The first touch of a tab, a filter and a sort, before the app has arrived (phone and desktop).
    const firstTouch = QUICK ? [] : (await measureFirstTouch(server.url)).rows;
    for (const r of firstTouch) r.target = `≤ ${r.budget} ms: ${verdict(r.ok)}`;
    return { weight, lighthouse: lh, firstTouch };
  } finally {
    await server.stop();
  }
}

// ---------- 3b. server-rendered page vs a static file ----------
async function renderedPage() {
  const server = await startWiki({ DATA_DIR: tmp() });
  try {
    const targets = {
      'GET /favicon.svg (static file)': '/favicon.svg',
      'GET /wiki/cards (rendered)': '/wiki/cards',
      'GET /wiki/cards?map=space-city (rendered)': '/wiki/cards?map=space-city',
    };
    const rows = [];
    let staticRps = 0;
    for (const [name, p] of Object.entries(targets)) {
      const r = await load(`${server.url}${p}`, { connections: 50, duration: DURATION });
      if (p === '/favicon.svg') staticRps = r.rps;
      const ratio = +(r.rps / staticRps).toFixed(2);
      rows.push({
        request: name,
        conns: 50,
        rps: r.rps,
        ratioToStatic: ratio,
        p50ms: r.p50,
        p99ms: r.p99,
        bytesPerReq: r.bytesPerReq,
        errors: r.errors,
        rssMB: rssMb(server.pid),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

// ---------- 5. search and the TTK engine (TypeScript scripts printing one JSON line last) ----------
function tsxScript(name) {
  const script = path.join(root, 'bench', name);
  if (!fs.existsSync(script)) return [{ note: `${name} not present yet` }];
  const r = spawnSync('npx', ['tsx', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) return [{ error: r.stderr.slice(0, 300) }];
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

const started = Date.now();
const section = async (name, fn) => {
  if (ONLY && !name.toLowerCase().includes(ONLY)) return;
  const t0 = Date.now();
  process.stdout.write(`\n## ${name}\n`);
  const value = await fn();
  results.sections[name] = value;
  if (Array.isArray(value)) console.table(value);
  else
    for (const [k, v] of Object.entries(value)) {
      console.log(`${k}:`);
      console.table(v);
    }
  console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
};

await section('API list answer size (sample data)', async () => {
  const server = await startWiki({ DATA_DIR: tmp() });
  try {
    return await measureAnswerSizes(server.url);
  } finally {
    await server.stop();
  }
});
await section('CDN-cacheable: public pages (sitemap, both languages) and public API reads', async () => {
  const server = await startWiki({ DATA_DIR: tmp(), RENDER_LIMIT_PER_MINUTE: '0' });
  try {
    return await measureCdnCacheable(server.url);
  } finally {
    await server.stop();
  }
});
await section('API load (PGlite) vs same bytes and bare Fastify', () =>
  apiLoad('pglite', { DATA_DIR: tmp() }, { duration: DURATION }),
);
const PG_LOAD = 'API load (PostgreSQL) vs same bytes and bare Fastify';
const pg =
  ONLY && !PG_LOAD.toLowerCase().includes(ONLY)
    ? undefined
    : process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
      : await startThrowawayPostgres().catch(() => undefined);
if (pg) {
  try {
    await section(PG_LOAD, () =>
      apiLoad('postgres', { DATA_DIR: tmp(), DATABASE_URL: pg.url }, { duration: DURATION }),
    );
  } finally {
    pg.stop();
  }
}
await section('Two instances on one PostgreSQL: edit → seen on the other', measureEditDelay);
await section('Growth with more data (PGlite, 50 connections)', growth);
await section('Rendered page vs a static file (50 connections)', renderedPage);
await section('Web: first-load weight (gzipped), Lighthouse (mobile, median of 3), first touch', web);
await section('Search latency (×10 data)', () => tsxScript('search.ts'));
await section('TTK engine over the whole TTK table', () => tsxScript('ttk-engine.ts'));
await section('Attacks: hostile URLs, render floods, memory, view floods', () => measureAttacks());
await section('Server memory: at rest and after 1,000 renders, and what holds it', measureMemory);

results.finishedAt = new Date().toISOString();
results.seconds = Math.round((Date.now() - started) / 1000);
const listRows = [...(results.sections['API load (PGlite) vs same bytes and bare Fastify'] ?? [])].filter(
  (r) => r.conns === 50 && /weapons$|keycards$/.test(r.request),
);
results.medianListRatio = median(listRows.map((r) => r.ratio));
// The same with the access log on (LOG_LEVEL=info into a file), the default configuration.
results.medianListInfoRatio = median(listRows.map((r) => r.infoRatio));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
// A partial run leaves the full run's file alone.
const file = `bench/results/${ONLY ? 'partial.tmp' : 'latest.json'}`;
fs.writeFileSync(path.join(root, file), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nDone in ${results.seconds} s on ${results.machine.cpus} cores (${results.machine.cpuModel}). Results: ${file}`,
);
