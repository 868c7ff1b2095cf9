// The public guide pages (docs/product.md, "Guides"): a guide a player wrote and an editor
// published is in the first HTML of its page (title, writer, contents, text), of its category's
// list, of its weapon's Guides & Tips tab and of its history page; the sitemap lists it at its
// language's address only, and its hreflang links name that language alone; axe finds nothing
// serious on the guide pages in any theme.
import { THEMES } from '@dfwiki/shared/site';
import { ADMIN } from './accounts';
import { axeScopeFor, expectAxeClean, viewportsFor } from './axe';
import { expect, test, type APIRequestContext } from './fixtures';
import { publishGuide } from './guides';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await context.route('https://www.clarity.ms/**', (r) => r.fulfill({ status: 200, body: '' }));
});

const BODY = [
  'How to hold the **M4A1** steady.',
  '## Recoil',
  'Pull down and a little left.',
  '### Short bursts',
  'Three to five rounds.',
  '## Attachments',
  ['| Slot | Pick |', '| --- | --- |', '| Muzzle | Compensator |'].join('\n'),
  '## Where it shines',
  '> Mid range, inside buildings.',
].join('\n\n');

type Published = Awaited<ReturnType<typeof publishGuide>>;
let english: Published | undefined;
let romanian: Published | undefined;

/** The two guides, published once per worker: one in English about the M4A1, one in Romanian. */
async function guides(
  playwright: Parameters<typeof publishGuide>[0],
  baseURL: string,
  request: APIRequestContext,
) {
  if (!english || !romanian) {
    const weapon = (await (await request.get('/api/v1/weapons/m4a1')).json()).data.weapon as { id: number };
    english = await publishGuide(playwright, baseURL, {
      title: `Taming the M4A1 ${Date.now().toString(36)}`,
      body: BODY,
      category: 'weapons',
      language: 'en',
      subject: { type: 'weapon', id: weapon.id },
    });
    romanian = await publishGuide(playwright, baseURL, {
      title: `Raid de noapte ${Date.now().toString(36)}`,
      body: 'Intră pe la **est**.\n\n## Intrarea\n\nÎncet.',
      category: 'tactics',
      language: 'ro',
    });
  }
  return { english, romanian };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('a published guide is in the first HTML of its page, list, weapon tab, history and the sitemap', async ({
  request,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { english: en, romanian: ro } = await guides(playwright, baseURL!, request);
  const path = `/wiki/guides/${en.guide.slug}`;

  // The page before any script: title, writer, contents and text, its one language in hreflang.
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<title>${escapeHtml(en.guide.title)} · Guide · DF Wiki</title>`);
  expect(html).toContain(`by ${escapeHtml(en.nickname)}`);
  expect(html).toContain('data-testid="guide-toc"');
  expect(html).toContain('href="#guide-recoil"');
  expect(html).toContain('<h2 id="guide-recoil">Recoil</h2>');
  expect(html).toContain('<td>Compensator</td>');
  expect(html).toContain('href="/wiki/weapons/m4a1"');
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${path}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${path}">`);
  expect(html).not.toContain('hreflang="ro"');
  expect(html).not.toContain('Edit this guide');
  // Read in Romanian, it says the language it is written in; a Romanian guide names only Romanian.
  const inRo = await (await request.get(`/ro${path}`)).text();
  expect(inRo).toContain('Scris în engleză');
  const roPath = `/ro/wiki/guides/${ro.guide.slug}`;
  const roHtml = await (await request.get(roPath)).text();
  expect(roHtml).toContain(`<link rel="alternate" hreflang="ro" href="${roPath}">`);
  expect(roHtml).toContain(`<link rel="alternate" hreflang="x-default" href="${roPath}">`);
  expect(roHtml).not.toContain('hreflang="en"');

  // Its category's list has it, another category's does not.
  expect(await (await request.get('/wiki/guides?category=weapons')).text()).toContain(
    escapeHtml(en.guide.title),
  );
  expect(await (await request.get('/wiki/guides?category=maps')).text()).not.toContain(
    escapeHtml(en.guide.title),
  );
  expect(await (await request.get(`/wiki/guides?q=${encodeURIComponent('Compensator')}`)).text()).toContain(
    escapeHtml(en.guide.title),
  );

  // The weapon's Guides & Tips tab, opened by the address.
  const tab = await (await request.get('/wiki/weapons/m4a1?tab=guides')).text();
  expect(tab).toContain('data-testid="weapon-guides"');
  expect(tab).toContain(escapeHtml(en.guide.title));

  // The history: from the version that published it, with the editor's nickname, never an email.
  const history = await request.get(`${path}/history`);
  expect(history.status()).toBe(200);
  const historyHtml = await history.text();
  expect(historyHtml).toContain('data-testid="guide-revision"');
  expect(historyHtml).toContain('Published');
  expect(historyHtml).toContain('by Admin');
  for (const email of [en.email, ADMIN.email]) expect(historyHtml).not.toContain(email);

  // The sitemap: each guide at its language's address only.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*[^o]/wiki/guides/${en.guide.slug}</loc>`));
  expect(sitemap).not.toContain(`/ro/wiki/guides/${en.guide.slug}<`);
  expect(sitemap).toContain(`/ro/wiki/guides/${ro.guide.slug}</loc>`);
  expect(sitemap).not.toMatch(new RegExp(`[^o]/wiki/guides/${ro.guide.slug}</loc>`));
  expect(sitemap).not.toContain('/history</loc>');
});

test('the guide page comes alive without errors; its contents link to the headings', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const { english: en } = await guides(playwright, baseURL!, request);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`/wiki/guides/${en.guide.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: en.guide.title })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Attachments' }).click();
  await expect(page).toHaveURL(/#guide-attachments$/);
  await page.getByRole('link', { name: 'History of this guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('guide pages: accessibility (axe) in every theme, on a phone (and a desktop in the first)', () => {
  for (const theme of THEMES) {
    test(theme, async ({ page, request, playwright, baseURL }) => {
      test.slow();
      const { english: en } = await guides(playwright, baseURL!, request);
      await page.addInitScript((t) => localStorage.setItem('app-theme', t), theme);
      for (const route of [
        `/wiki/guides/${en.guide.slug}`,
        '/wiki/guides?category=weapons',
        `/wiki/guides/${en.guide.slug}/history`,
        '/wiki/weapons/m4a1?tab=guides',
      ]) {
        for (const size of viewportsFor(theme)) {
          await page.setViewportSize(size);
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // The history's changes open, so their colours are checked too.
          for (const details of await page.locator('details').all())
            await details.evaluate((d) => d.setAttribute('open', ''));
          await expectAxeClean(page, `${theme} ${route} ${size.width}`, axeScopeFor(theme));
        }
      }
    });
  }
});
