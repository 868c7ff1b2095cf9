#!/usr/bin/env node
// The data pages' budgets, each beside its limit measured in the same run: the same page's HTML and
// CSS with every script removed (lib/no-scripts-proxy.mjs). Per page, the median of 3 Lighthouse
// runs (mobile preset) of the page and of its limit, and the JavaScript it loads before any
// interaction (gzipped, bench/web-weight.mjs).
//
//   npm run build && node bench/budgets.mjs
import { chromiumVersion, withWiki } from './lib/proc.mjs';
import { dataPages } from './lib/data-pages.mjs';
import { startNoScriptsProxy } from './lib/no-scripts-proxy.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureWeight } from './web-weight.mjs';

export const BUDGETS = { jsKB: 60, tbtMs: 150, lcpMs: 1500, performance: 98, performanceGap: 2 };

/** One row per page: its figures, its limit's, the gap, and whether each budget holds. */
export async function measureBudgets(baseUrl, pages) {
  const proxy = await startNoScriptsProxy(baseUrl);
  const weights = await measureWeight(baseUrl, pages);
  const rows = [];
  try {
    for (const page of pages) {
      const [own] = await runLighthouse(baseUrl, [page], { runs: 3 });
      const [limit] = await runLighthouse(proxy.url, [page], { runs: 3 });
      const jsKB = weights.find((w) => w.route === page).jsKB;
      const perfTarget = Math.min(BUDGETS.performance, limit.performance - BUDGETS.performanceGap);
      const checks = {
        js: jsKB <= BUDGETS.jsKB,
        tbt: own.tbtMs <= BUDGETS.tbtMs,
        lcp: own.lcpMs <= BUDGETS.lcpMs,
        perf: own.performance >= perfTarget,
      };
      rows.push({
        page,
        jsKB,
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
    const rows = await measureBudgets(url, await dataPages(url));
    console.log(
      `Chromium ${await chromiumVersion()}, Lighthouse mobile, median of 3. Budgets: JS ≤ ${BUDGETS.jsKB} KB, ` +
        `TBT ≤ ${BUDGETS.tbtMs} ms, LCP ≤ ${BUDGETS.lcpMs} ms, perf ≥ ${BUDGETS.performance} or within ` +
        `${BUDGETS.performanceGap} of the limit.`,
    );
    console.table(rows);
    process.exitCode = rows.every((r) => !r.falling) ? 0 : 1;
  });
}
