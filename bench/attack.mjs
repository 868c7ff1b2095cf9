// Attack figures (docs/security.md): the page answer to a 12 KB URL of `$\``, uncached-render
// floods and what readers of cached pages see meanwhile, memory over 6,000 distinct page URLs, and
// page throughput during a flood of view counts. Run alone with `node bench/attack.mjs [section]` after
// `npm run build`, or as a section of `npm run bench`. Only loopback traffic, bounded in time.
import autocannon from 'autocannon';
import { load } from './lib/load.mjs';
import { prepareData, rssMb, startWiki, tmp } from './lib/proc.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = QUICK ? 3 : 8;
const ADMIN = { ADMIN_EMAIL: 'bench@example.org', ADMIN_PASSWORD: 'Bench-Password-123!' };

async function wikiOn(env = {}) {
  const DATA_DIR = tmp();
  prepareData({ DATA_DIR, ...ADMIN }, 1);
  return startWiki({ DATA_DIR, ...ADMIN, ...env });
}

/** An autocannon run whose every request asks for a new path from `pathOf(n)`. */
function distinct(url, pathOf, { connections, duration, method = 'GET' }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, method, path: pathOf(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const statusCounts = (r) => ({ '2xx': r['2xx'], '4xx': r['4xx'], '5xx': r['5xx'] });

async function replacementPatternUrl() {
  const wiki = await wikiOn();
  try {
    const get = async (q) => {
      const res = await fetch(`${wiki.url}/wiki/cards?q=${q}`);
      return { status: res.status, bytes: (await res.text()).length };
    };
    const plain = await get('plain');
    const query = encodeURIComponent('$`'.repeat(2000)); // 12,000 characters on the wire
    const hostile = await get(query);
    return [
      {
        request: `${query.length} B URL of $\` on /wiki/cards`,
        status: hostile.status,
        pageBytes: hostile.bytes,
        plainQueryBytes: plain.bytes,
      },
    ];
  } finally {
    await wiki.stop();
  }
}

/** Distinct-URL renders from one address, beside readers of a cached page (p99 before and during). */
async function renderFlood() {
  const rows = [];
  for (const [label, env] of [
    ['one address (per-address budget on)', {}],
    ['many addresses (per-address budget off)', { RENDER_LIMIT_PER_MINUTE: '0' }],
  ]) {
    const wiki = await wikiOn(env);
    try {
      await fetch(`${wiki.url}/wiki/weapons`);
      const quiet = await load(`${wiki.url}/wiki/weapons`, { connections: 5, duration: SECONDS });
      const [flood, readers] = await Promise.all([
        distinct(wiki.url, (n) => `/wiki/cards?q=flood${n}`, { connections: 20, duration: SECONDS }),
        load(`${wiki.url}/wiki/weapons`, { connections: 5, duration: SECONDS }),
      ]);
      rows.push({
        flood: label,
        floodRps: Math.round(flood.requests.average),
        ...statusCounts(flood),
        readersRps: readers.rps,
        readersP99ms: readers.p99,
        readersP99QuietMs: quiet.p99,
        readerErrors: readers.errors,
        rssMB: rssMb(wiki.pid),
      });
    } finally {
      await wiki.stop();
    }
  }
  return rows;
}

/** RSS after every 1,000 distinct page URLs (target: at most +64 MB from 1,000 to 6,000). */
async function memory() {
  const wiki = await wikiOn({ RENDER_LIMIT_PER_MINUTE: '0' });
  const total = QUICK ? 2000 : 6000;
  const marks = [{ renders: 0, rssMB: rssMb(wiki.pid) }];
  let next = 0;
  const t0 = Date.now();
  try {
    const worker = async () => {
      while (next < total) {
        const n = next++;
        await (await fetch(`${wiki.url}/wiki/cards?q=m${n}&map=m${n}`)).arrayBuffer();
        if ((n + 1) % 1000 === 0) marks.push({ renders: n + 1, rssMB: rssMb(wiki.pid) });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  } finally {
    await wiki.stop();
  }
  const at1000 = marks.find((m) => m.renders === 1000)?.rssMB ?? 0;
  const last = marks.at(-1).rssMB;
  return marks.map((m) => ({
    ...m,
    sinceFirst1000MB: m.renders >= 1000 ? m.rssMB - at1000 : '',
    target: m === marks.at(-1) ? `≤ +64 MB: ${last - at1000 <= 64 ? 'pass' : 'FALLS SHORT'}` : '',
    rendersPerSecond: m === marks.at(-1) ? Math.round(total / ((Date.now() - t0) / 1000)) : '',
  }));
}

/** A page mix (three cached pages) alone, then beside a flood of view counts. */
async function viewFlood() {
  const wiki = await wikiOn();
  const pages = ['/wiki/weapons', '/wiki/cards', '/api/v1/weapons'];
  try {
    const mix = () =>
      distinct(wiki.url, (n) => pages[n % pages.length], { connections: 10, duration: SECONDS });
    for (const p of pages) await fetch(`${wiki.url}${p}`);
    const alone = await mix();
    const [during, views] = await Promise.all([
      mix(),
      distinct(wiki.url, (n) => `/api/v1/weapons/${(n % 5) + 1}/weaponView`, {
        connections: 10,
        duration: SECONDS,
        method: 'POST',
      }).catch(() => undefined),
    ]);
    return [
      { run: 'page mix alone', rps: Math.round(alone.requests.average), p99ms: alone.latency.p99 },
      {
        run: 'page mix during a view flood',
        rps: Math.round(during.requests.average),
        p99ms: during.latency.p99,
        viewRequestsPerSecond: views ? Math.round(views.requests.average) : '',
      },
    ];
  } finally {
    await wiki.stop();
  }
}

const SECTIONS = {
  'Replacement patterns in a query': replacementPatternUrl,
  'Uncached-render flood (20 connections) beside cached-page readers (5 connections)': renderFlood,
  'Memory over distinct page URLs': memory,
  'View-count flood': viewFlood,
};

/** Every section, or those whose name contains `only` (case-insensitive). */
export async function measureAttacks(only = '') {
  const results = {};
  for (const [name, measure] of Object.entries(SECTIONS))
    if (name.toLowerCase().includes(only.toLowerCase())) results[name] = await measure();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, rows] of Object.entries(await measureAttacks(process.argv[2]))) {
    console.log(`\n## ${name}`);
    console.table(rows);
  }
}
