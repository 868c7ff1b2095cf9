// Lighthouse (mobile preset) in Debian's Chromium: performance, accessibility, best practices, SEO,
// LCP, TBT, CLS per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function runLighthouse(baseUrl, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const p of paths) {
      const result = await lighthouse(`${baseUrl}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories: c, audits: a } = result.lhr;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      rows.push({
        page: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
        cls: +(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
