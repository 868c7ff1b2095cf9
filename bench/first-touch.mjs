#!/usr/bin/env node
// How long the very first touch of a control takes to show its effect: a tab, a filter and a sort,
// each the reader's first action on a fresh load. A rendered page starts its app on first use
// (docs/decisions/024-app-starts-on-first-use.md), so this is the time a reader waits when they act
// before the app is there. Timed in the page: from the input event (the touch, or a select's
// choice) to the first animation frame after the effect is in the DOM. Median of 3 fresh loads
// (empty cache) per case, on a phone profile (4× CPU, slow 4G as Lighthouse's mobile run) and a
// desktop (no throttling).
//
//   npm run build && node bench/first-touch.mjs
/* global document, location, addEventListener, requestAnimationFrame, MutationObserver -- run in the page */
import { createRequire } from 'node:module';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, withWiki } from './lib/proc.mjs';
import { median } from './lib/stats.mjs';

const { chromium } = createRequire(`${root}/package.json`)('playwright-core');
/** The first touch takes effect within this on a phone profile, and within the desktop's on a desktop. */
export const FIRST_TOUCH_BUDGET_MS = { phone: 500, desktop: 200 };
const RUNS = 3;

/** Lighthouse's mobile network ("slow 4G", as its DevTools throttling applies it). */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * What a reader touches first (`control`; a select then gets its `option`), and when it has taken
 * effect (`done`, run in the page: true once the effect is in the DOM).
 */
export const CASES = [
  {
    name: 'storage: the Backpack tab',
    path: '/wiki/storage',
    control: (page) => page.locator('[role="tab"][data-tab-id="backpack"]'),
    done: () => {
      const tab = document.querySelector('[role="tab"][data-tab-id="backpack"]');
      const shown = [...document.querySelectorAll('[data-testid="storage-card"]')].filter(
        (card) => !card.closest('[hidden]'),
      );
      return (
        tab?.getAttribute('aria-selected') === 'true' &&
        shown.length > 0 &&
        shown.every((card) => card.querySelector('use')?.getAttribute('href') === '#storage-backpack')
      );
    },
  },
  {
    name: 'cards: the second map tab',
    path: '/wiki/cards',
    control: (page) => page.getByRole('tab').nth(1),
    done: () => document.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
  },
  {
    name: 'weapons TTK: the category filter',
    path: '/wiki/weaponsttk',
    control: (page) => page.getByLabel('Category', { exact: true }),
    option: 2,
    done: () => {
      const chosen = document.querySelector('#ttk-category')?.selectedOptions[0]?.textContent;
      const rows = [...document.querySelectorAll('[data-testid="ttk-row"]')].filter((row) => !row.hidden);
      return rows.length > 0 && rows.every((row) => row.querySelector('td')?.textContent === chosen);
    },
  },
  {
    name: 'weapons: the sort',
    path: '/wiki/weapons',
    control: (page) => page.getByLabel('Sort by'),
    option: 2,
    // The app's sort writes the address; one answered from the page places each card on screen.
    done: () => {
      const order = document.querySelector('select[data-early-order]')?.value;
      const cards = [...document.querySelectorAll(`[data-order-${order}]`)];
      const placed =
        cards.length > 0 && cards.every((li) => li.style.order === li.getAttribute(`data-order-${order}`));
      return placed || /[?&]sort=/.test(location.search);
    },
  },
];

/**
 * Starts watching: the time of the reader's input (the first pointer or key event; for a select,
 * the choice itself, as the tap only opens its list), then of the frame after `done` holds.
 */
function watch([doneSource, choice]) {
  const done = new Function(`return (${doneSource})()`);
  const state = { input: null, effect: null };
  globalThis.__firstTouch = state;
  const onInput = (event) => {
    if (state.input === null) state.input = event.timeStamp;
  };
  for (const type of choice ? ['input'] : ['pointerdown', 'keydown'])
    addEventListener(type, onInput, { capture: true, once: true });
  const check = () => {
    if (state.effect !== null || state.input === null || !done()) return;
    state.effect = -1;
    requestAnimationFrame(() => (state.effect = performance.now()));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener('popstate', check);
  const poll = () => {
    check();
    if (state.effect === null || state.effect === -1) setTimeout(poll, 10);
  };
  poll();
}

async function openPage(browser, profile) {
  const phone = profile === 'phone';
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1350, height: 940 } },
  );
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!process.env.NO_NET_THROTTLE) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    }
  }
  return { context, page };
}

/** One first touch on a fresh load: ms from the input to the frame after its effect. */
async function timeFirstTouch(browser, baseUrl, profile, { path, control, option, done }) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000); // the reader looks at the page for a moment
    await page.evaluate(watch, [done.toString(), option !== undefined]);
    const target = control(page);
    // A finger taps; a mouse moves onto the control first (which a desktop counts as use too).
    if (profile === 'phone') await target.tap();
    else await target.click();
    if (option !== undefined) await target.selectOption({ index: option });
    await page.waitForFunction(() => globalThis.__firstTouch.effect > 0, null, { timeout: 30_000 });
    return await page.evaluate(() =>
      Math.round(globalThis.__firstTouch.effect - globalThis.__firstTouch.input),
    );
  } finally {
    await context.close();
  }
}

export async function measureFirstTouch(baseUrl, cases = CASES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const profile of ['phone', 'desktop'])
      for (const c of cases) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await timeFirstTouch(browser, baseUrl, profile, c));
        const ms = median(runs);
        const budget = FIRST_TOUCH_BUDGET_MS[profile];
        rows.push({ profile, case: c.name, ms, runs: runs.join(' / '), budget, ok: ms <= budget });
      }
    return { chromium: browser.version(), rows };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withWiki(async (url) => {
    const { chromium: version, rows } = await measureFirstTouch(url);
    console.log(`Chromium ${version}; first touch to effect, median of ${RUNS}`);
    console.table(rows);
    process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
  });
}
