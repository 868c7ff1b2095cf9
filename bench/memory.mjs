// Server memory (docs/deploy.md, "Memory"): a fresh production wiki's RSS and V8 figures at rest
// and after 1,000 page renders of distinct addresses, on PGlite and on PostgreSQL (when its
// binaries are here), then what each part holds: the embedded database, the page cache, the
// render path and the data loaded at start. Run alone with `node bench/memory.mjs` after
// `npm run build`, or as a section of `npm run bench`. Linux only (/proc).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { root, rssMb, startWiki, tmp } from './lib/proc.mjs';
import { pssBytes, wasmResident } from './lib/smaps.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const RENDERS = 1000;
const PROBE = path.join(root, 'bench/lib/memory-probe.mjs');
const mb = (bytes) => (bytes == null ? '' : +(bytes / 2 ** 20).toFixed(1));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the RSS has stayed within 2 MB for 20 s, and at least `minSeconds`: V8 hands back
 * the heap a start or a burst grew once allocation has been quiet for a while (some 20–50 s
 * here). Three minutes at most.
 */
async function settle(pid, minSeconds = QUICK ? 5 : 60) {
  const started = Date.now();
  const readings = [];
  while (Date.now() - started < 180_000) {
    readings.push(rssMb(pid));
    const last = readings.slice(-11); // 20 s of readings, 2 s apart
    if (
      Date.now() - started >= minSeconds * 1000 &&
      last.length === 11 &&
      Math.max(...last) - Math.min(...last) <= 2
    )
      break;
    await pause(2000);
  }
  return rssMb(pid);
}

/** A production wiki with the memory probe preloaded (bench/lib/memory-probe.mjs). */
async function startProbed(env) {
  const probePort = await freePort();
  const server = await startWiki({
    ...env,
    // Every render a new one: the per-address render limit would refuse most of them.
    RENDER_LIMIT_PER_MINUTE: '0',
    MEMORY_PROBE_PORT: String(probePort),
    NODE_OPTIONS:
      `${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${PROBE}`.trim(),
  });
  const probe = async () => (await fetch(`http://127.0.0.1:${probePort}/`)).json();
  return { ...server, probe };
}

/**
 * Distinct public addresses in both languages: each page of the sitemap, and a new query string
 * for every render of a page that keeps one in its address (route registry `query`), chosen
 * among the parameters that change little of the page, so the render is a full one.
 */
const VARYING = [
  [/^\/wiki\/weapons\/[^/]+$/, 'with'],
  [/^\/wiki\/items\/[^/]+$/, 'wear'],
  [/^\/wiki\/(weapons|items|weaponsttk)$/, 'sort'],
  [/^\/wiki\/cards$/, 'map'],
  [/^\/wiki\/storage$/, 'type'],
  [/^\/wiki\/map-rotation$/, 'hour'],
  [/^\/wiki\/events$/, 'filter'],
  [/^\/wiki\/ammo$/, 'caliber'],
  [/^\/wiki\/armor$/, 'level'],
  [/^\/wiki\/ttk-calculator$/, 'd'],
];

export async function renderAddresses(url, count) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // Grouped by kind of page (language and template), taken in turn so every kind is rendered.
  const kinds = new Map();
  for (const p of paths) {
    const bare = p.replace(/^\/ro(?=\/|$)/, '') || '/';
    const param = VARYING.find(([pattern]) => pattern.test(bare))?.[1];
    const kind = `${p.startsWith('/ro') ? 'ro' : 'en'} ${bare.split('/').slice(0, 3).join('/')} ${bare.split('/').length}`;
    if (!kinds.has(kind)) kinds.set(kind, { param, paths: [] });
    kinds.get(kind).paths.push(p);
  }
  const out = [];
  for (let round = 0; out.length < count; round++)
    for (const { param, paths: ps } of kinds.values()) {
      if (out.length === count) break;
      if (param) out.push(`${ps[round % ps.length]}?${param}=m${round}`);
      else if (round < ps.length) out.push(ps[round]);
    }
  return out;
}

export async function renderAll(url, addresses) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const res = await fetch(`${url}${addresses[next++]}`);
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failed;
}

/** The PostgreSQL cluster's own memory: the proportional share of each of its processes. */
function clusterPss(pg) {
  const pidFile = path.join(pg.dir, 'data', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const postmaster = fs.readFileSync(pidFile, 'utf8').split('\n')[0];
  const pids = fs.readdirSync('/proc').filter((p) => {
    if (!/^\d+$/.test(p)) return false;
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      return p === postmaster || stat.split(') ')[1].split(' ')[1] === postmaster;
    } catch {
      return false;
    }
  });
  return pids.reduce((sum, p) => sum + (pssBytes(p) ?? 0), 0);
}

/** One row of figures: RSS as found, then the probe's, after a full collection. */
async function row(database, phase, server, rss, pg) {
  const f = await server.probe();
  const wasm = Math.max(0, ...f.wasmBytes);
  const pages = f.caches.find((c) => c.kind === 'pages');
  const others = f.caches.filter((c) => c.kind !== 'pages');
  return {
    row: {
      database,
      phase,
      rssMB: rss,
      rssAfterGcMB: mb(f.rss),
      heapUsedMB: mb(f.heapUsed),
      heapTotalMB: mb(f.heapTotal),
      externalMB: mb(f.external),
      arrayBuffersMB: mb(f.arrayBuffers),
      wasmMB: wasm ? mb(wasm) : '',
      wasmResidentMB: wasm ? mb(wasmResident(server.pid, wasm)) : '',
      pageCache: pages ? `${pages.entries} pages, ${mb(pages.heldBytes)} MB held` : '0 pages',
      otherCachesMB: mb(others.reduce((sum, c) => sum + c.bytes, 0)),
      postgresServerMB: pg ? mb(clusterPss(pg)) : '',
    },
    figures: f,
  };
}

/**
 * Each start in `starts` on `env`'s database, at rest and after 1,000 renders: a first start on an
 * empty database creates and seeds it; a later start (every start after) finds it there.
 */
export async function measureDatabase(database, env, { pg, starts = ['first start', 'later start'] } = {}) {
  const rows = [];
  const kept = {};
  for (const start of starts) {
    const server = await startProbed(env);
    try {
      const rest = await row(database, `${start}, at rest`, server, await settle(server.pid), pg);
      rows.push(rest.row);
      kept[start] = rest.figures;
      const addresses = await renderAddresses(server.url, RENDERS);
      const t0 = Date.now();
      const failed = await renderAll(server.url, addresses);
      const seconds = (Date.now() - t0) / 1000;
      const after = await row(database, `${start}, after ${RENDERS} renders`, server, rssMb(server.pid), pg);
      after.row.rendersPerSecond = Math.round(RENDERS / seconds);
      if (failed) after.row.failedRenders = failed;
      // What V8 hands back once the server has been idle a while.
      after.row.rssIdleMB = await settle(server.pid);
      rows.push(after.row);
      kept[`${start}, after renders`] = after.figures;
    } finally {
      await server.stop();
    }
  }
  return { rows, kept };
}

/** One part alone in a fresh process (bench/lib/memory-bare.mjs). */
function bare(...args) {
  const r = spawnSync(process.execPath, ['--expose-gc', 'bench/lib/memory-bare.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`memory-bare ${args[0]}: ${r.stderr.slice(0, 300)}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

/** What each part of the server holds at rest (a later start on PGlite) and after the renders. */
function split(kept, dataDir) {
  const rest = kept['later start'];
  const renders = kept['later start, after renders'];
  const node = bare('node').after;
  const pglite = bare('pglite', path.join(dataDir, 'db'), JSON.stringify(rest.pgliteStartParams)).after;
  // The web build beside the server measured (BENCH_SERVER: another build's, proc.mjs).
  const server = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js');
  const render = bare('render', path.resolve(path.dirname(server), '../../web'));
  const renderRss = render.after.rss - render.before.rss;
  const renderHeap = render.after.heapUsed - render.before.heapUsed;
  const pages = (f) => f.caches.find((c) => c.kind === 'pages') ?? { entries: 0, bytes: 0, heldBytes: 0 };
  const publicCache = (f) => f.caches.filter((c) => c.kind !== 'pages').reduce((sum, c) => sum + c.bytes, 0);
  const buffers = rest.pgliteStartParams?.filter((a) => a.startsWith('shared_buffers=')) ?? [];
  return [
    { part: 'Node itself (a bare process)', rssMB: mb(node.rss), heapUsedMB: mb(node.heapUsed), note: '' },
    {
      part: 'Embedded database: PGlite opened alone on the same folder, every table read',
      rssMB: mb(pglite.rss - node.rss),
      heapUsedMB: mb(pglite.heapUsed - node.heapUsed),
      note: `WebAssembly memory ${mb(pglite.wasmBytes)} MB, ${mb(pglite.wasmResident)} MB of it resident (${buffers.join(' ') || "the folder's shared_buffers"})`,
    },
    {
      part: 'Render path: the web server build imported, its renderer made',
      rssMB: mb(renderRss),
      heapUsedMB: mb(renderHeap),
      note: '',
    },
    {
      part: 'Rest of the server at rest (Fastify, routes and schemas, drivers, native modules)',
      rssMB: mb(rest.rss - pglite.rss - renderRss),
      heapUsedMB: mb(rest.heapUsed - pglite.heapUsed - renderHeap),
      note: 'the server after a full collection, less the parts above',
    },
    {
      part: 'Seed data kept after a first start',
      rssMB: '',
      heapUsedMB: mb(kept['first start'].heapUsed - rest.heapUsed),
      note: 'heap of a first start less a later one; none on a later start',
    },
    {
      part: 'Page cache after the renders',
      rssMB: '',
      heapUsedMB: mb(pages(renders).heldBytes),
      note: `${pages(renders).entries} pages (none at rest); its cap counts ${mb(pages(renders).bytes)} of ${mb(pages(renders).maxBytes)} MB`,
    },
    {
      part: 'Public-read cache after the renders',
      rssMB: '',
      heapUsedMB: mb(publicCache(renders)),
      note: `${mb(publicCache(rest))} MB at rest (bytes its caps count)`,
    },
    {
      part: 'Heap growth over the renders',
      rssMB: mb(renders.rss - rest.rss),
      heapUsedMB: mb(renders.heapUsed - rest.heapUsed),
      note: `heap committed ${mb(rest.heapTotal)} → ${mb(renders.heapTotal)} MB`,
    },
  ];
}

/** What a host can set (docs/deploy.md): Node's old-generation heap capped, on a later start. */
export const HEAP_CAP_MB = 256;

export async function measureMemory() {
  const dataDir = tmp();
  const pglite = await measureDatabase('PGlite', { DATA_DIR: dataDir });
  const parts = split(pglite.kept, dataDir);
  const capped = await measureDatabase(
    `PGlite, --max-old-space-size=${HEAP_CAP_MB}`,
    { DATA_DIR: dataDir, NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` },
    { starts: ['later start'] },
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  const rows = [...pglite.rows, ...capped.rows];
  // Always a throwaway cluster (never BENCH_DATABASE_URL): the first start needs an empty database,
  // and the cluster's own memory is measured too.
  const pg = await startThrowawayPostgres().catch(() => undefined);
  if (pg) {
    const pgDir = tmp();
    try {
      const env = { DATA_DIR: pgDir, DATABASE_URL: pg.url };
      rows.push(...(await measureDatabase('PostgreSQL', env, { pg })).rows);
    } finally {
      pg.stop();
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  } else rows.push({ database: 'PostgreSQL', phase: 'no PostgreSQL binaries here: skipped' });
  return { 'At rest and after 1,000 renders': rows, 'What each part holds (PGlite)': parts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, rows] of Object.entries(await measureMemory())) {
    console.log(`\n## ${name}`);
    console.table(rows);
  }
}
