// Screenshots of the pages that show where facts come from (rotation, a weapon stats tab, About our data),
// en and ro, phone (dark) and desktop (light), with the language chosen as a returning reader has it.
//   node scripts/facts-screenshots.mjs http://127.0.0.1:3000 docs/screenshots/facts
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const [base, out] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = [
  ['rotation', '/wiki/map-rotation'],
  ['weapon-m16a4-stats', '/wiki/weapons/m16a4?tab=stats'],
  ['data', '/wiki/data'],
];
for (const lang of ['en', 'ro'])
  for (const [device, theme] of [
    ['phone', 'dark'],
    ['desktop', 'light'],
  ]) {
    const phone = device === 'phone';
    const ctx = await browser.newContext({
      viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      isMobile: phone,
      hasTouch: phone,
    });
    await ctx.addCookies([{ name: 'language', value: lang, url: base }]);
    await ctx.addInitScript(
      ([l, th]) => {
        localStorage.setItem('cookieConsent', 'declined');
        localStorage.setItem('language', l);
        localStorage.setItem('app-theme', th);
      },
      [lang, theme],
    );
    for (const [name, path] of pages) {
      const page = await ctx.newPage();
      page.on('console', (m) => m.type() === 'error' && console.log('ERR', path, m.text().slice(0, 150)));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.screenshot({
        path: `${out}/${name}.${device}.${theme}.${lang}.png`,
        fullPage: name.startsWith('weapon'),
      });
      await page.close();
    }
    await ctx.close();
  }
await browser.close();
