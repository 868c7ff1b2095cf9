// Lighthouse (mobile preset) in Debian's Chromium: performance, accessibility, best practices, SEO,
// LCP, TBT, CLS per page, each the median of `runs` runs (one run on a shared machine is noise).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/proc.mjs';
import { median } from './lib/stats.mjs';

export async function runLighthouse(baseUrl, paths, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const p of paths) {
      const samples = [];
      // A run Lighthouse could not finish (no paint seen: score 0) is retried, up to `runs` times.
      for (let failures = 0; samples.length < runs && failures <= runs;) {
        const result = await lighthouse(`${baseUrl}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories: c, audits: a } = result.lhr;
        const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
        if (result.lhr.runtimeError || !c.performance?.score) {
          failures++;
          continue;
        }
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
          cls: +(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        });
      }
      if (samples.length === 0) {
        rows.push({ page: p, error: 'no run finished' });
        continue;
      }
      const row = { page: p, runs: samples.length };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      row.performanceRuns = samples.map((s) => s.performance).join('/');
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
