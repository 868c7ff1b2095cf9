// The test API every spec uses: Playwright's, with `page.goto` and `page.reload` waiting until the
// app has taken over the server's HTML (<html data-hydrated>, set once React has hydrated or
// rendered). Server-rendered pages show their content before that and start the app on first use;
// a click that lands before it has taken over is pressed again once it has, but the tests wait.
import { test as base, type Browser, expect, type Page } from '@playwright/test';

export async function waitForApp(page: Page): Promise<void> {
  // A server-rendered page starts its app on first use (a pointer moving over it, a touch, a key):
  // the test makes that first sign of use, as a person would before clicking.
  // Made again every few seconds: a sign made while the page was still arriving reaches no one.
  const app = page.locator('html[data-hydrated]');
  for (let tries = 1; ; tries++) {
    await page.evaluate(() => window.dispatchEvent(new Event('pointermove'))).catch(() => undefined);
    try {
      return await app.waitFor({ state: 'attached', timeout: tries < 6 ? 5_000 : undefined });
    } catch (error) {
      if (tries >= 6) throw error;
    }
  }
}

/** Makes the page's goto and reload wait for the app, as a person would before clicking. */
function waitOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitOnNavigation(page));
  },
});

/**
 * A second visitor in a browser context of its own (its own cookies), with the cookie banner
 * decided up front so it never covers the page, and navigation that waits for the app.
 */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
  return waitOnNavigation(await context.newPage());
}

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
