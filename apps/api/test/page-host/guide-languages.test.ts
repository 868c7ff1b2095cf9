// A page that exists in one language only (a player's guide, docs/product.md "Guides"): its render
// names that language, and the page host lists only it in the hreflang links and makes its address
// there the canonical one, whichever language the page was read in. Every other page is unchanged.
import { describe, expect, it } from 'vitest';
import { engine } from '../harness';
import { standInWebApp } from './stand-in-web';

// The stand-in renderer says a guide exists only in Romanian; every other page in every language.
const { get } = standInWebApp(
  `export function createRenderer() {
    return {
      async render(url, lang) {
        const guide = url.startsWith('/wiki/guides/');
        return {
          status: 200,
          head: { title: 'A page · DF Wiki', description: 'About it.', ...(guide && { languages: ['ro', 'xx'] }) },
          html: '<main data-url="' + url + '" lang="' + lang + '"></main>',
          state: { lang },
        };
      },
    };
  }`,
  { PUBLIC_URL: 'https://dfwiki.example' },
);

const ORIGIN = 'https://dfwiki.example';
const link = (hreflang: string, path: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}">`;

describe(`pages in fewer languages (${engine()})`, () => {
  it("lists only the guide's language, and x-default to it, read in either language", async () => {
    for (const url of ['/wiki/guides/smoke-lines', '/ro/wiki/guides/smoke-lines']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(link('ro', '/ro/wiki/guides/smoke-lines'));
      expect(res.body, url).toContain(link('x-default', '/ro/wiki/guides/smoke-lines'));
      // Neither English nor a name that is no language of the site.
      expect(res.body, url).not.toContain('hreflang="en"');
      expect(res.body, url).not.toContain('hreflang="xx"');
      expect(res.body.match(/rel="alternate"/g), url).toHaveLength(2);
      // The canonical address is in the guide's language, also when read at the English one.
      expect(res.body, url).toContain(
        `<meta property="og:url" content="${ORIGIN}/ro/wiki/guides/smoke-lines">`,
      );
    }
  });

  it('leaves every other page in every language, canonical in its own', async () => {
    const res = await get('/ro/wiki/cards');
    expect(res.body).toContain(link('en', '/wiki/cards'));
    expect(res.body).toContain(link('ro', '/ro/wiki/cards'));
    expect(res.body).toContain(link('x-default', '/wiki/cards'));
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/ro/wiki/cards">`);
  });
});
