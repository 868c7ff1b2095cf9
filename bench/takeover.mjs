#!/usr/bin/env node
/* global window, document -- the two functions below run in the page. */
// What the app renders when it takes a page over: each data page on a phone, its first use, then a
// count over the tree React committed (through the hook React DevTools use, which React calls in
// production builds too): the components React ran, the page's elements it hydrated, and the
// elements it left as the server sent them (kept HTML, docs/decisions/025-static-html-stays-server-html.md).
// Counts, not timings: the same build gives the same figures on a busy machine.
//
//   npm run build && node bench/takeover.mjs
//
// BENCH_SERVER (another build's apps/api/dist/main.js) measures another build.
import { createRequire } from 'node:module';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion, root, withWiki } from './lib/proc.mjs';
import { dataPages } from './lib/data-pages.mjs';

const { chromium } = createRequire(`${root}/package.json`)('playwright-core');

/** Stands in for React DevTools: keeps the last committed root. */
function devtoolsHook() {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id, fiberRoot) {
      window.__dfCommitted = fiberRoot;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** In the page: components in the committed tree, and the page's elements React does and does not own. */
function countTree() {
  // React's fiber tags: function, class, forward-ref, memo and simple memo components; host element.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  let components = 0;
  let hostFibers = 0;
  const stack = [window.__dfCommitted.current];
  while (stack.length) {
    const fiber = stack.pop();
    if (COMPONENT.has(fiber.tag)) components++;
    if (fiber.tag === HOST) hostFibers++;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  const elements = [...document.querySelectorAll('#root *')];
  const owned = elements.filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))).length;
  return { components, hostFibers, elements: elements.length, owned, kept: elements.length - owned };
}

async function countPage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await context.addInitScript(devtoolsHook);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The reader's first sign of use starts the app (decision 024).
    await page.touchscreen.tap(200, 780);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return await page.evaluate(countTree);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withWiki(async (url) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const rows = [];
    try {
      for (const p of await dataPages(url))
        rows.push({ page: p, ...(await countPage(browser, `${url}${p}`)) });
    } finally {
      await browser.close();
    }
    console.log(`Chromium ${await chromiumVersion()}, phone viewport, after the first use`);
    console.table(
      rows.map((r) => ({
        page: r.page,
        'components run': r.components,
        'elements in #root': r.elements,
        'hydrated by React': r.owned,
        'kept as sent': r.kept,
        'kept share': `${Math.round((100 * r.kept) / r.elements)} %`,
      })),
    );
  });
}
