#!/usr/bin/env node
// Where a data page's main-thread time goes on a slow phone: loads each data page in Chromium at 4×
// CPU slowdown (first visit, empty cache), records a performance trace with its CPU samples, and
// splits each long task (over 50 ms) by the code that ran in it. Three loads per page: the page
// left alone, its limit (the same HTML without scripts), and the page followed by a first touch
// until its app has taken over.
//
//   BUILD_SOURCEMAPS=1 npm run build && node bench/trace.mjs [runs]
//
// With the hidden source maps of that build, each sample is named by its original module
// (react-dom, i18next, src/features/...); without them only by chunk file. Each figure is the
// median over `runs` loads (default 3). Prints one table per page and writes
// bench/results/trace.json.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap, createRequire } from 'node:module';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion, root, withWiki } from './lib/proc.mjs';
import { dataPages } from './lib/data-pages.mjs';
import { median } from './lib/stats.mjs';
import { startNoScriptsProxy } from './lib/no-scripts-proxy.mjs';
import { classifyBrowserWork, classifyFrame, sortedCauses } from './lib/trace-causes.mjs';

const { chromium } = createRequire(`${root}/package.json`)('playwright-core');
const RUNS = Number(process.argv[2] ?? 3);
const LONG_TASK_MS = 50;
// The web build whose source maps name the code: BENCH_WEB_DIST for another build (with BENCH_SERVER).
const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');

/** The source map of a built chunk, when the build kept one. */
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    const file = path.join(dist, new URL(url).pathname);
    maps.set(
      url,
      fs.existsSync(`${file}.map`) ? new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  }
  return maps.get(url);
}

/** The original module of a frame: `node_modules/react-dom/…` or `src/…`, else the chunk. */
function sourceOf({ url, lineNumber, columnNumber }) {
  if (!url) return '';
  if (!url.includes('/assets/')) return url.startsWith('http') ? new URL(url).pathname : url;
  const entry = mapFor(url)?.findEntry(lineNumber, columnNumber);
  return entry?.originalSource ?? new URL(url).pathname;
}

/** Samples of the renderer's main thread from the trace's CPU profile chunks, on the trace clock. */
function mainThreadSamples(events) {
  // The page's renderer is the one V8 profiled (an about:blank renderer comes and goes first).
  const main = events.find((e) => e.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === main.pid) profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid) continue;
    const profile = profiles.get(e.id);
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0;
      samples.push({ id, time: profile.time });
    });
  }
  samples.sort((a, b) => a.time - b.time);
  return { main, nodes, samples };
}

/**
 * The cause of one sample: the first frame, from the innermost out, that names one. Time outside
 * JavaScript ("(program)": the browser's own work) is named by the innermost timeline event around
 * the sample (HTML parsing, style, layout, compiling).
 */
function causeOf(nodes, id, time, browserWork) {
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const { functionName } = node.callFrame;
    if (functionName === '(program)') return browserCause(browserWork, time);
    const cause = classifyFrame(functionName, sourceOf(node.callFrame));
    if (cause) return cause;
  }
  return 'other';
}

function browserCause(browserWork, time) {
  let inner = null;
  for (const e of browserWork)
    if (e.ts <= time && time < e.ts + e.dur && (!inner || e.dur < inner.dur)) inner = e;
  return classifyBrowserWork(inner?.name);
}

/** Long tasks of one load, and the blocking time (the part over 50 ms) of each cause within them. */
function analyse(events) {
  const { main, nodes, samples } = mainThreadSamples(events);
  for (const n of nodes.values())
    for (const c of n.children ?? []) if (nodes.has(c)) nodes.get(c).parent = n.id;
  const tasks = events
    .filter(
      (e) => e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid && e.dur / 1000 > LONG_TASK_MS,
    )
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, ms: e.dur / 1000 }));
  const browserWork = events.filter(
    (e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.name !== 'RunTask' && e.dur > 0,
  );
  const byCause = {};
  let longTaskMs = 0;
  let blockingMs = 0;
  for (const task of tasks) {
    longTaskMs += task.ms;
    blockingMs += task.ms - LONG_TASK_MS;
    const inTask = samples.filter((s) => s.time >= task.start && s.time < task.end);
    const share = (task.ms - LONG_TASK_MS) / Math.max(1, inTask.length);
    const own = {};
    for (const s of inTask) {
      const cause = causeOf(nodes, s.id, s.time, browserWork);
      own[cause] = (own[cause] ?? 0) + 1;
    }
    // Blocking time is split by the task's samples, so the causes add up to the page's TBT-like sum.
    for (const [cause, count] of Object.entries(own)) byCause[cause] = (byCause[cause] ?? 0) + count * share;
  }
  return { tasks: tasks.length, longTaskMs, blockingMs, byCause };
}

async function traceOnce(browser, url, use) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const chunks = [];
  cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // `use`: then the reader's first sign of use (a touch), until the app has taken over the page.
  if (use) {
    await page.touchscreen.tap(200, 780);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return analyse(chunks);
}

function summary(loads) {
  const causes = sortedCauses(loads.flatMap((l) => Object.keys(l.byCause)));
  return {
    longTasks: median(loads.map((l) => l.tasks)),
    longTaskMs: Math.round(median(loads.map((l) => l.longTaskMs))),
    blockingMs: Math.round(median(loads.map((l) => l.blockingMs))),
    byCause: Object.fromEntries(
      causes.map((c) => [c, Math.round(median(loads.map((l) => l.byCause[c] ?? 0)))]),
    ),
  };
}

/** Each page and its limit (the same HTML without scripts, through `limitUrl`), loads interleaved. */
export async function tracePages(baseUrl, limitUrl, pages, runs = RUNS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const p of pages) {
      const page = [];
      const limit = [];
      const used = [];
      for (let i = 0; i < runs; i++) {
        page.push(await traceOnce(browser, `${baseUrl}${p}`, false));
        limit.push(await traceOnce(browser, `${limitUrl}${p}`, false));
        used.push(await traceOnce(browser, `${baseUrl}${p}`, true));
      }
      rows.push({ page: p, ...summary(page), limit: summary(limit), firstUse: summary(used) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withWiki(async (url) => {
    const pages = await dataPages(url);
    const proxy = await startNoScriptsProxy(url);
    const rows = await tracePages(url, proxy.url, pages).finally(() => proxy.stop());
    const version = await chromiumVersion();
    const sourceMaps = fs.readdirSync(path.join(dist, 'assets')).some((f) => f.endsWith('.js.map'));
    console.log(
      `Chromium ${version}, 4× CPU slowdown, median of ${RUNS}, source maps: ${sourceMaps ? 'yes' : 'no'}`,
    );
    for (const r of rows) {
      console.log(
        `\n${r.page}: ${r.longTasks} long tasks (limit ${r.limit.longTasks}, load + first use ` +
          `${r.firstUse.longTasks}); blocking ${r.blockingMs} ms (limit ${r.limit.blockingMs} ms, ` +
          `load + first use ${r.firstUse.blockingMs} ms)`,
      );
      const causes = sortedCauses([r.byCause, r.limit.byCause, r.firstUse.byCause].flatMap(Object.keys));
      console.table(
        causes.map((cause) => ({
          cause,
          loadMs: r.byCause[cause] ?? 0,
          limitMs: r.limit.byCause[cause] ?? 0,
          loadAndFirstUseMs: r.firstUse.byCause[cause] ?? 0,
        })),
      );
    }
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/trace.json'),
      JSON.stringify(
        { at: new Date().toISOString(), chromium: version, runs: RUNS, sourceMaps, rows },
        null,
        2,
      ),
    );
  });
}
