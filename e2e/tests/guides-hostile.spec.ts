// Hostile Markdown in a real browser (docs/security.md, the guide renderer's two walls): every known
// script-injection payload the renderer's own test sends (raw HTML, entity-encoded and mixed-case
// URL schemes, image attribute breakouts, reference-style links, SVG and MathML tricks) is published
// as a guide's text and opened on the guide page, and shown in the write form's preview, in
// Chromium. Nothing may run (a trap on alert/confirm/prompt/print and any dialog), no on… attribute
// or javascript:/data:/vbscript: address may reach the DOM, no script-capable element may appear in
// the guide's text, and no request may leave the site.
import { GUIDE_PAYLOADS } from '@dfwiki/shared/test-fixtures/guide-payloads';
import { ADMIN, apiRegister, apiSignIn, newAccount } from './accounts';
import type { BrowserContextOptions, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, waitForApp, type Browser, type Page } from './fixtures';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const ANALYTICS_TAG = /^https:\/\/www\.clarity\.ms\/tag\/test-project$/;

type Checked = { page: Page; dialogs: string[]; strayRequests: string[] };

/** A page with the traps set before any of its scripts: every way a payload could show it ran. */
async function trappedPage(browser: Browser, baseURL: string, storageState?: StorageState): Promise<Checked> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  await context.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', 'declined');
    const w = window as unknown as Record<string, unknown>;
    w.__pwned = false;
    const trap = () => {
      w.__pwned = true;
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = trap;
  });
  // The site's own analytics loader (ANALYTICS_ID in playwright.config.ts) is answered empty here,
  // so it loads nothing more; it is the one address off the site a page may ask for.
  await context.route(ANALYTICS_TAG, (route) => route.fulfill({ status: 200, body: '' }));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const origin = new URL(baseURL).origin;
  const strayRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !ANALYTICS_TAG.test(url)) strayRequests.push(url);
  });
  return { page, dialogs, strayRequests };
}

/**
 * What in `root` could run script, listed: on… attributes anywhere in the document, script
 * addresses anywhere in the document, and script-capable elements in the guide's text.
 */
const problemsIn = (root: Element): string[] => {
  const found: string[] = [];
  const BAD_SCHEME = /^(javascript|data|vbscript):/;
  const URL_ATTRIBUTES = [
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'srcset',
    'background',
  ];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${el.localName} ${name}>`);
      // As a browser reads an address: tabs, newlines and leading controls and spaces do not count.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && BAD_SCHEME.test(value))
        found.push(`<${el.localName} ${name}="${attr.value}">`);
      if (name === 'srcdoc') found.push(`<${el.localName} srcdoc>`);
    }
  }
  for (const el of root.querySelectorAll(
    'script, iframe, frame, object, embed, form, style, svg, math, base, meta, link, template, noscript',
  ))
    found.push(`<${el.localName}> in the guide`);
  if ((window as unknown as { __pwned?: boolean }).__pwned) found.push('a trapped function was called');
  return found;
};

/** A new player's API session, and the seeded admin's (an editor or higher). */
async function accounts(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const account = newAccount('Hostile');
  const writer = await playwright.request.newContext({ baseURL });
  await apiRegister(writer, baseURL, account);
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, baseURL, ADMIN);
  return { run: account.run, writer, admin };
}

/** What no page may have seen: a dialog, or a request to another site. */
async function expectQuiet(checked: Checked) {
  expect(checked.dialogs).toEqual([]);
  expect(checked.strayRequests).toEqual([]);
  await checked.page.context().close();
}

test('no known script-injection payload runs or reaches the DOM of a published guide page', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(900_000);
  expect(GUIDE_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const origin = { origin: baseURL! };
  const { run, writer, admin } = await accounts(playwright, baseURL!);

  // One guide, written by a player and published by the admin; the admin (an editor may edit a
  // published guide at any time, and an edit is not a new guide of the day's five) then gives it each
  // payload in turn.
  const input = (body: string) => ({
    title: `Hostile Markdown ${run}`,
    body,
    category: 'tactics',
    language: 'en',
  });
  const created = await writer.post('/api/v1/guides', { data: input('Starting text.'), headers: origin });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).data.guide as { id: number; slug: string };
  const approved = await admin.post(`/api/v1/guides/${id}/decision`, {
    data: { decision: 'approve', note: '' },
    headers: origin,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const reader = await trappedPage(browser, baseURL!);
  const refused: string[] = [];
  let shownOnPage = 0;
  for (const [n, { name, md, shown }] of GUIDE_PAYLOADS.entries()) {
    await test.step(name, async () => {
      // A marker of its own before each payload: the page shows this version, not one before.
      const marker = `payload-${n}-${run}`;
      const put = await admin.put(`/api/v1/guides/${id}`, {
        data: input(`${marker}\n\n${md}\n`),
        headers: origin,
      });
      if (put.status() === 400) {
        // Refused before any rendering (a control character, say): nothing of it can reach a page.
        refused.push(`${name}: ${(await put.json()).error.code}`);
        return;
      }
      expect(put.status(), await put.text()).toBe(200);
      const response = await reader.page.goto(`/wiki/guides/${slug}`);
      expect(response?.status(), name).toBe(200);
      const body = reader.page.getByTestId('guide-body');
      await expect(body, name).toContainText(marker);
      if (shown) await expect(body, name).toContainText(shown);
      // Give an image's error handler or a timer a moment to fire before looking.
      await reader.page.waitForTimeout(100);
      expect(await body.evaluate(problemsIn), name).toEqual([]);
      shownOnPage++;
    });
  }
  console.log(
    `Guide page: ${shownOnPage} payloads shown, ${refused.length} refused by the API (${refused.join('; ')})`,
  );
  expect(shownOnPage).toBeGreaterThanOrEqual(30);
  await expectQuiet(reader);
  await writer.dispose();
  await admin.dispose();
});

test("no known script-injection payload runs or reaches the DOM of the write form's preview", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(900_000);
  const { run, writer, admin } = await accounts(playwright, baseURL!);
  // The same payloads typed by the player, rendered by POST /guides/preview.
  const checked = await trappedPage(browser, baseURL!, await writer.storageState());
  const { page } = checked;
  await page.goto('/my/guides/new');
  await waitForApp(page);
  const text = page.getByLabel('Guide text (Markdown)');
  let previewed = 0;
  for (const [n, { name, md }] of GUIDE_PAYLOADS.entries()) {
    await test.step(name, async () => {
      const marker = `preview-${n}-${run}`;
      await page.getByRole('button', { name: 'Write' }).click();
      await text.fill(`${marker}\n\n${md}\n`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/guides/preview'));
      await page.getByRole('button', { name: 'Preview' }).click();
      if ((await answer).status() !== 200) return; // refused (a control character): nothing was rendered
      const preview = page.getByTestId('guide-preview').getByTestId('guide-body');
      await expect(preview, name).toContainText(marker);
      await page.waitForTimeout(100);
      expect(await preview.evaluate(problemsIn), name).toEqual([]);
      previewed++;
    });
  }
  expect(previewed).toBeGreaterThanOrEqual(30);
  await expectQuiet(checked);
  await writer.dispose();
  await admin.dispose();
});
