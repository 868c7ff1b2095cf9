// Language in the address: `/…` is English, `/ro/…` Romanian, each page with its alternates; the
// same address gives the same bytes whoever asks (a cookie, Accept-Language, a signed-in editor);
// only a first visit to `/` may be sent to the reader's language, with a 302 that varies.
import { describe, expect, it } from 'vitest';
import { engine, ROLES } from '../harness';
import { standInWebApp } from './stand-in-web';

// The stand-in renderer writes the address and language it was asked for.
const { t: app, get } = standInWebApp(
  `export function createRenderer() {
    return {
      async render(url, lang) {
        return { status: 200, html: '<main data-url="' + url + '" lang="' + lang + '"></main>', state: { lang } };
      },
    };
  }`,
  { PUBLIC_URL: 'https://dfwiki.example' },
);

describe(`language in the address (${engine()})`, () => {
  it('renders /ro/… in Romanian, the page within the language handed to the renderer', async () => {
    const res = await get('/ro/wiki/cards?map=zero-dam');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ro"');
    expect(res.body).toContain('<main data-url="/wiki/cards?map=zero-dam" lang="ro">');
    expect((await get('/ro/')).body).toContain('<main data-url="/" lang="ro">');
    expect((await get('/wiki/cards')).body).toContain('<main data-url="/wiki/cards" lang="en">');
    expect((await get('/ro/no/such/page')).statusCode).toBe(404);
    expect((await get('/en/wiki/cards')).statusCode).toBe(404); // English has no prefix
    const moved = await get('/ro/privacy-policy');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/ro/wiki/privacy-policy']);
  });

  it('links every page to itself in each language, and x-default to English', async () => {
    for (const [url, path] of [
      ['/wiki/cards', '/wiki/cards'],
      ['/ro/wiki/cards?q=x', '/wiki/cards'],
      ['/', '/'],
      ['/ro/', '/'],
    ]) {
      const body = (await get(url!)).body;
      const ro = path === '/' ? '/ro/' : `/ro${path}`;
      expect(body, url).toContain(
        `<link rel="alternate" hreflang="en" href="https://dfwiki.example${path}">`,
      );
      expect(body, url).toContain(`<link rel="alternate" hreflang="ro" href="https://dfwiki.example${ro}">`);
      expect(body, url).toContain(
        `<link rel="alternate" hreflang="x-default" href="https://dfwiki.example${path}">`,
      );
    }
    const canonical = (await get('/ro/wiki/cards')).body;
    expect(canonical).toContain('<meta property="og:url" content="https://dfwiki.example/ro/wiki/cards">');
    expect((await get('/no/such/page')).body).not.toContain('hreflang');
  });

  it('answers the same bytes for the same address, whatever the cookie, languages or session', async () => {
    for (const url of ['/wiki/cards', '/ro/wiki/cards', '/ro/']) {
      const plain = (await get(url)).body;
      const askers = [
        { cookie: 'language=ro' },
        { cookie: 'language=en', 'accept-language': 'ro-RO,ro;q=0.9' },
        { 'accept-language': 'en-US' },
        ...ROLES.map((role) => app().as[role]),
      ];
      for (const headers of askers)
        expect((await get(url, headers)).body, `${url} ${JSON.stringify(headers)}`).toBe(plain);
    }
  });

  it('sends a first visit to / to the saved or preferred language with a 302 that varies', async () => {
    const romanian: Record<string, string>[] = [
      { cookie: 'language=ro' },
      { 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.8' },
    ];
    for (const headers of romanian) {
      const res = await get('/', headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/ro/');
      expect(String(res.headers.vary).toLowerCase()).toMatch(
        /accept-language.*cookie|cookie.*accept-language/,
      );
      expect(res.headers['cache-control']).toContain('private');
    }
    // A saved English choice wins over the browser's languages; no preference stays on English.
    const english: Record<string, string>[] = [
      { cookie: 'language=en', 'accept-language': 'ro' },
      { 'accept-language': 'de' },
      {},
    ];
    for (const headers of english) {
      const res = await get('/', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en"');
    }
    // Every other address answers for itself.
    expect((await get('/wiki/cards', { cookie: 'language=ro' })).statusCode).toBe(200);
  });
});
