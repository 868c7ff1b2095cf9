// The test API every spec uses: Playwright's, with `page.goto` and `page.reload` waiting until the
// app has taken over the server's HTML (<html data-hydrated>, set once React has hydrated or
// rendered). Server-rendered pages show their content before that, but a click or key press that
// lands before the page's code runs does nothing, for tests as for people.
import { test as base, expect, type Page } from '@playwright/test';

export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
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
    }
    await use(page);
  },
});

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
