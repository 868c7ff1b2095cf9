import { chromium } from '@playwright/test';
const [url, sel, out, w = '390', theme = 'light', js = 'on'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: +w, height: 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light', javaScriptEnabled: js === 'on', deviceScaleFactor: 1 });
const p = await ctx.newPage();
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await p.goto(url);
await p.locator(sel).first().screenshot({ path: out });
await b.close();
