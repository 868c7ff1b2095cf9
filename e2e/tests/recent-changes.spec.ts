// Recent changes (docs/product.md, "Recent changes"): the page lists the wiki's published changes,
// filters by kind in the address, links each change to its diff, and names its Atom feed, which
// parses as Atom with absolute links.
import { expect, test } from './fixtures';

test.describe('recent changes', () => {
  test('lists changes, filters by kind, opens a diff, and links its Atom feed', async ({ page }) => {
    await page.goto('/wiki/recent-changes');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent changes' })).toBeVisible();
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveAttribute('href', '/recent-changes.atom');
    await expect(page.getByTestId('recent-change').first()).toBeVisible();

    await page.getByTestId('kind-import').click();
    await expect(page).toHaveURL(/\/wiki\/recent-changes\?kind=import$/);
    await expect(page.getByTestId('kind-import')).toHaveAttribute('aria-current', 'page');
    const sample = page.getByTestId('recent-change').last();
    await expect(sample).toContainText('Import: DF Wiki sample data');
    await expect(page.getByTestId('feed-link')).toHaveAttribute('href', '/recent-changes.atom?kind=import');

    await sample.getByTestId('diff-link').click();
    await expect(page).toHaveURL(/\/wiki\/recent-changes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Import: DF Wiki sample data');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first.getByTestId('diff')).toBeVisible();

    // The Romanian page has its own words and the same list.
    await page.goto('/ro/wiki/recent-changes?kind=import');
    await expect(page.getByRole('heading', { level: 1, name: 'Modificări recente' })).toBeVisible();
    await expect(page.getByTestId('recent-change').first()).toBeVisible();
  });

  test('serves the feed as Atom', async ({ page, request }) => {
    const res = await request.get('/recent-changes.atom?kind=import');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    // Parsed by the browser's own XML parser: well-formed, in the Atom namespace.
    await page.goto('/wiki/recent-changes');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        ns: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagNameNS(atom, 'entry').length,
        links: [...doc.getElementsByTagNameNS(atom, 'link')].map((l) => l.getAttribute('href') ?? ''),
      };
    }, xml);
    expect(parsed).toMatchObject({ errors: 0, ns: 'http://www.w3.org/2005/Atom' });
    expect(parsed.entries).toBeGreaterThan(0);
    for (const href of parsed.links) expect(href).toMatch(/^https?:\/\//);
    const again = await request.get('/recent-changes.atom?kind=import', {
      headers: { 'if-none-match': res.headers()['etag']! },
    });
    expect(again.status()).toBe(304);
  });
});
