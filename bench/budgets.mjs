#!/usr/bin/env node
// The data pages' budgets, each beside its limit measured in the same run: the same page's HTML and
// CSS with every script removed (lib/no-scripts-proxy.mjs). Per page, the median of 3 Lighthouse
// runs (mobile preset) of the page and of its limit, and the JavaScript it loads before any
// interaction (gzipped, bench/web-weight.mjs).
//
//   npm run build && node bench/budgets.mjs [page…]   (default: every data page)
import { chromiumVersion, withWiki } from './lib/proc.mjs';
import { dataPages } from './lib/data-pages.mjs';
import { startNoScriptsProxy } from './lib/no-scripts-proxy.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureWeight } from './web-weight.mjs';

/**
 * Each data page's budgets: JS before any use and the whole app at first use (gzipped), TBT, LCP
 * within `lcpGapMs` of its limit, HTML before compression, performance within `performanceGap` of
 * its limit (or at least `performance`), and the limit itself at least `limitPerformance`.
 */
export const BUDGETS = {
  jsKB: 60,
  firstUseKB: 110,
  tbtMs: 100,
  lcpMs: 1500,
  lcpGapMs: 150,
  htmlKB: 150,
  performance: 98,
  performanceGap: 2,
  limitPerformance: 97,
};

/** The page's HTML before compression, in KB. */
async function htmlKB(baseUrl, page) {
  const res = await fetch(`${baseUrl}${page}`, { headers: { 'accept-encoding': 'identity' } });
  return +((await res.arrayBuffer()).byteLength / 1024).toFixed(1);
}

/** One row per page: its figures, its limit's, the gap, and whether each budget holds. */
export async function measureBudgets(baseUrl, pages) {
  const proxy = await startNoScriptsProxy(baseUrl);
  const weights = await measureWeight(baseUrl, pages);
  const rows = [];
  try {
    for (const page of pages) {
      const [own] = await runLighthouse(baseUrl, [page], { runs: 3 });
      const [limit] = await runLighthouse(proxy.url, [page], { runs: 3 });
      const weight = weights.find((w) => w.route === page);
      const firstUseKB = +(weight.jsKB + weight.jsAtFirstUseKB).toFixed(1);
      const html = await htmlKB(baseUrl, page);
      const perfTarget = Math.min(BUDGETS.performance, limit.performance - BUDGETS.performanceGap);
      const checks = {
        js: weight.jsKB <= BUDGETS.jsKB,
        firstUse: firstUseKB <= BUDGETS.firstUseKB,
        tbt: own.tbtMs <= BUDGETS.tbtMs,
        lcp: own.lcpMs <= BUDGETS.lcpMs && own.lcpMs - limit.lcpMs <= BUDGETS.lcpGapMs,
        html: html <= BUDGETS.htmlKB,
        perf: own.performance >= perfTarget,
        limit: limit.performance >= BUDGETS.limitPerformance,
      };
      rows.push({
        page,
        jsKB: weight.jsKB,
        firstUseKB,
        htmlKB: html,
        perf: `${own.performance} (${own.performanceRuns})`,
        limitPerf: limit.performance,
        perfGap: limit.performance - own.performance,
        tbtMs: own.tbtMs,
        limitTbtMs: limit.tbtMs,
        lcpMs: own.lcpMs,
        limitLcpMs: limit.lcpMs,
        lcpGapMs: own.lcpMs - limit.lcpMs,
        a11y: own.accessibility,
        cls: own.cls,
        falling: Object.entries(checks)
          .filter(([, ok]) => !ok)
          .map(([name]) => name)
          .join(', '),
      });
    }
  } finally {
    await proxy.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withWiki(async (url) => {
    const asked = process.argv.slice(2);
    const rows = await measureBudgets(url, asked.length ? asked : await dataPages(url));
    const b = BUDGETS;
    console.log(
      `Chromium ${await chromiumVersion()}, Lighthouse mobile, median of 3. Budgets: JS ≤ ${b.jsKB} KB ` +
        `before use and ≤ ${b.firstUseKB} KB at first use, TBT ≤ ${b.tbtMs} ms, LCP ≤ ${b.lcpMs} ms and ` +
        `≤ ${b.lcpGapMs} ms behind the limit, HTML ≤ ${b.htmlKB} KB, perf ≥ ${b.performance} or within ` +
        `${b.performanceGap} of the limit, the limit ≥ ${b.limitPerformance}.`,
    );
    console.table(rows);
    process.exitCode = rows.every((r) => !r.falling) ? 0 : 1;
  });
}
