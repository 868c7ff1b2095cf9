// One judge per page: the web's real server build (`npm run build -w apps/web`) answers each
// page's status and names it from the data its loader read. An unknown weapon, round, piece or item
// is a 404 because its read found nothing, and a known one is titled from that same read.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistFolder } from '../../src/paths';
import { createTestApp, engine, type TestApp } from '../harness';

// `npm test` builds before this suite, so under CI a missing build fails here instead of skipping.
const built =
  fs.existsSync(path.join(webDistFolder, '..', 'dist-server', 'entry-server.js')) || Boolean(process.env.CI);

let t: TestApp;
beforeAll(async () => {
  if (built) t = await createTestApp({ serveWeb: true, config: { PUBLIC_URL: 'https://dfwiki.example' } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const read = async (url: string) => (await get(`/api/v1${url}`)).json().data;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const text = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// The suite needs the web build; without it the page tests with stand-ins still run.
describe.runIf(built)(`pages judged by their render (${engine()})`, () => {
  it('titles a weapon page from its read, by slug or id, in each language', async () => {
    const weapon = (await read('/weapons')).weapons[0];
    for (const url of [
      `/wiki/weapons/${weapon.slug}`,
      `/wiki/weapons/${weapon.id}`,
      `/ro/wiki/weapons/${weapon.slug}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(`${text(weapon.name)} · DF Wiki`);
      expect(res.body, url).toContain(`<meta property="og:title" content="${text(weapon.name)} · DF Wiki">`);
      expect(res.body, url).toContain(`<meta name="description" content="${text(weapon.name)} (`);
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
    }
    const ro = (await get(`/ro/wiki/weapons/${weapon.slug}`)).body;
    expect(ro).toContain(
      `<meta property="og:url" content="https://dfwiki.example/ro/wiki/weapons/${weapon.slug}">`,
    );
    // A link preview says what the rating is (the TTK tier, not an opinion), in the page's language.
    const rated = (await read('/weapons')).weapons.find((w: { tier: string | null }) => w.tier);
    const en = (await get(`/wiki/weapons/${rated.slug}`)).body;
    const roRated = (await get(`/ro/wiki/weapons/${rated.slug}`)).body;
    expect(en).toContain(
      text(`${rated.category.name}, TTK rating ${rated.tier} with gold rounds to the chest)`),
    );
    expect(roRated).toContain(
      text(`${rated.category.name}, nota TTK ${rated.tier} cu gloanțe aurii în piept)`),
    );
    expect(en).not.toContain('editors&#39; tier');
    expect(ro).toContain(`hreflang="en" href="https://dfwiki.example/wiki/weapons/${weapon.slug}"`);
  });

  it('answers 404 with the not-found page for what no read finds, a 20-digit id included', async () => {
    for (const url of [
      '/wiki/weapons/no-such-weapon',
      '/wiki/weapons/999999',
      '/wiki/weapons/12345678901234567890',
      '/ro/wiki/weapons/no-such-weapon',
      '/wiki/ammo/no-such-round',
      '/wiki/armor/no-such-piece',
      '/wiki/items/no-such-item',
      '/no/such/page',
      '/wiki/cardsx',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      // Named as a missing page, with no canonical address or alternates to index.
      expect(titleOf(res.body), url).not.toBe('DF Wiki');
      expect(res.body, url).not.toContain('og:url');
      expect(res.body, url).not.toContain('hreflang');
    }
    // The API answers the same 20-digit id with a 404 too, never a database error.
    expect((await get('/api/v1/weapons/12345678901234567890')).statusCode).toBe(404);
  });

  it('titles a round, an armour piece and a market item from their reads', async () => {
    const { rounds } = await read('/ammo');
    const round = rounds.find((r: { name: string | null }) => r.name && !/['&<]/.test(r.name));
    const roundPage = await get(`/wiki/ammo/${round.id}`);
    expect(roundPage.statusCode).toBe(200);
    expect(titleOf(roundPage.body)).toBe(`${round.name} · Round · DF Wiki`);

    const piece = (await read('/armor')).armor[0];
    const piecePage = await get(`/wiki/armor/${piece.id}`);
    expect(piecePage.statusCode).toBe(200);
    expect(titleOf(piecePage.body)).toBe(`${piece.name_cn} · Armour piece · DF Wiki`);

    const item = (await read('/items?limit=1')).items[0];
    const itemPage = await get(`/wiki/items/${item.slug}`);
    expect(itemPage.statusCode).toBe(200);
    expect(titleOf(itemPage.body)).toBe(`${text(item.name)} (${text(item.name_cn)}) · Item · DF Wiki`);
  });

  it('titles a fixed page from its registry strings, in the language of its address', async () => {
    const cards = await get('/wiki/cards');
    expect([cards.statusCode, titleOf(cards.body)]).toEqual([200, 'Keycards · DF Wiki']);
    expect(titleOf((await get('/ro/wiki/cards')).body)).toBe('Carduri de acces · DF Wiki');
    expect(titleOf((await get('/')).body)).toBe('DF Wiki');
  });
});
