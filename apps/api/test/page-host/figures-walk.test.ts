// A walk over the public pages' first HTML, as a reader and a search engine get it, in both
// languages: every figure says what it is (figure-rules.ts). Items, rounds and armour pieces are
// many pages of one kind each, so the walk reads a spread of them; every other page is read.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { webDistFolder } from '../../src/paths';
import { createTestApp, engine, type TestApp } from '../harness';
import {
  figuresWithoutProvenance,
  opinionOnComputed,
  translationWithoutOriginal,
  zeroForMissing,
  type Translation,
} from './figure-rules';

const built =
  fs.existsSync(path.join(webDistFolder, '..', 'dist-server', 'entry-server.js')) || Boolean(process.env.CI);

/** Pages of one thing each (a weapon, an item…): every page is read, in one language, in turn. */
const ONE_OF_MANY = /^(?:\/ro)?\/wiki\/(weapons|items|ammo|armor|maps|events)\/./;
/** Of these kinds, there are many pages of one template: every n-th is read. */
const SPREAD: Record<string, number> = { items: 120, ammo: 16, armor: 10 };

let t: TestApp;
beforeAll(async () => {
  // The walk renders a few hundred pages from one address: no per-address render limit here.
  if (built) t = await createTestApp({ serveWeb: true, config: { RENDER_LIMIT_PER_MINUTE: 0 } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const read = async (url: string) => (await get(`/api/v1${url}`)).json().data;
/**
 * The page as the rules read it: its description and its <main>. The rest (the shell, the embedded
 * state the app starts from) is left out of the parse, which is most of a page's bytes.
 */
const parse = (html: string) => {
  const description = /<meta name="description"[^>]*>/.exec(html)?.[0] ?? '';
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return new JSDOM(`<!doctype html><html><head>${description}</head><body>${main}</body></html>`).window
    .document;
};

async function publicPages(): Promise<string[]> {
  const sitemap = (await get('/sitemap.xml')).body;
  const all = [...sitemap.matchAll(/<loc>(?:https?:\/\/[^/<]+)?([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  // The n-th thing of a kind is read in English when n is even, in Romanian when it is odd, so
  // both languages of every template are read and no page twice.
  const order = new Map<string, number>();
  const kindCount = new Map<string, number>();
  return all.filter((url) => {
    const kind = ONE_OF_MANY.exec(url)?.[1];
    if (!kind) return true;
    const thing = url.replace(/^\/ro\//, '/');
    if (!order.has(thing)) {
      order.set(thing, kindCount.get(kind) ?? 0);
      kindCount.set(kind, (order.get(thing) ?? 0) + 1);
    }
    const n = order.get(thing)!;
    if (n % (SPREAD[kind] ?? 1) > 1) return false;
    return url.startsWith('/ro/') === (n % 2 === 1);
  });
}

/** Every name the wiki translated, with the game's original. */
async function translations(): Promise<Translation[]> {
  const keycards: { name: string; name_original: string | null }[] = (await read('/keycards?limit=200'))
    .keycards;
  const rounds: { name: string | null; name_cn: string; name_is_ours: boolean }[] = (await read('/ammo'))
    .rounds;
  const items: { name: string; name_cn: string; category: string }[] = [];
  for (let offset: number | null = 0; offset !== null;) {
    const page = await read(`/items?limit=200&offset=${offset}`);
    items.push(...page.items);
    offset = page.page.next_offset;
  }
  const pairs = [
    ...keycards.map((k) => ({ ours: k.name, original: k.name_original })),
    ...rounds.filter((r) => r.name_is_ours).map((r) => ({ ours: r.name, original: r.name_cn })),
    // A weapon's English name is sourced, not ours: only other items carry our translations.
    ...items.filter((i) => i.category !== 'gun').map((i) => ({ ours: i.name, original: i.name_cn })),
    ...STORAGE_ITEMS.map((s) => ({ ours: s.name, original: s.name_cn })),
  ];
  return pairs.filter((p): p is Translation => Boolean(p.ours && p.original && p.ours !== p.original));
}

// Runs on one engine (scripts/test-api.mjs, ONE_ENGINE): the pages read the same rows on both.
describe.runIf(built)(`every public page's first HTML says what its figures are (${engine()})`, () => {
  it('walks the pages in both languages: no 0 for a missing figure, no figure without a source and a date, no translation without its original, no opinion label on a computed value', async () => {
    const [pages, names] = await Promise.all([publicPages(), translations()]);
    expect(pages.length).toBeGreaterThan(120);
    expect(pages.some((p) => p.startsWith('/ro/'))).toBe(true);
    const problems: string[] = [];
    for (const url of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const doc = parse(res.body);
      for (const problem of [
        ...zeroForMissing(doc),
        ...figuresWithoutProvenance(doc),
        ...translationWithoutOriginal(doc, names),
        ...opinionOnComputed(doc),
      ])
        problems.push(`${url}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('weapon cards, weapon pages and the TTK page agree on every weapon’s rating', async () => {
    const weapons: { slug: string; tier: string | null; builds: unknown[] }[] = (await read('/weapons'))
      .weapons;
    const cards = parse((await get('/wiki/weapons')).body);
    const ttkPage = parse((await get('/wiki/weaponsttk')).body);
    const ratingColumn = [...ttkPage.querySelectorAll('main table thead th')].findIndex((th) =>
      /rating/i.test(th.textContent ?? ''),
    );
    expect(ratingColumn).toBeGreaterThan(0);
    const onTtkPage = new Map(
      [...ttkPage.querySelectorAll('[data-testid="ttk-row"]')].map((row) => [
        row.querySelector('a')!.getAttribute('href')!.split('/').pop()!,
        row.children[ratingColumn]!.textContent!.trim(),
      ]),
    );
    for (const weapon of weapons) {
      const expected = weapon.tier ?? 'none';
      const page = parse((await get(`/wiki/weapons/${weapon.slug}`)).body);
      expect(page.querySelector('header [data-rating]')?.getAttribute('data-rating'), weapon.slug).toBe(
        expected,
      );
      if (weapon.builds.length) {
        const card = cards.querySelector(`a[data-weapon-slug="${weapon.slug}"]`)!.closest('li')!;
        expect(card.querySelector('[data-rating]')?.getAttribute('data-rating'), weapon.slug).toBe(expected);
      }
      // The TTK page rates the weapon in its first view (gold rounds, chest); no TTK reads N/A.
      const ttkRating = onTtkPage.get(weapon.slug);
      if (ttkRating !== undefined) expect(ttkRating, weapon.slug).toBe(weapon.tier ?? 'N/A');
    }
    expect(onTtkPage.size).toBeGreaterThan(weapons.length / 2);
  }, 120_000);
});

// Each rule, shown a page that breaks it, says so: the walk above can fail.
describe('the figure rules catch what they are for', () => {
  const page = (main: string, head = '') =>
    parse(`<!doctype html><html><head>${head}</head><body><main>${main}</main></body></html>`);
  const sourced = '<p data-testid="headline-provenance">Source: WaterBag, 21 May 2026</p>';

  it.each([
    ['a damage of 0 for a missing figure', '<dl><div><dt>Damage</dt><dd>0</dd></div></dl>', 1],
    ['a fire rate of 0/min', '<dl><div><dt>Fire rate</dt><dd>0/min</dd></div></dl>', 1],
    [
      'a TTK of 0.000 s in a table',
      '<table><thead><tr><th>TTK</th></tr></thead><tbody><tr><td>0.000 s</td></tr></tbody></table>',
      1,
    ],
    ['a real penetration level of 0', '<dl><div><dt>Penetration level</dt><dd>0</dd></div></dl>', 0],
    ['a missing figure shown as missing', '<dl><div><dt>Damage</dt><dd>—</dd></div></dl>', 0],
  ])('zero for missing: %s', (_, main, count) => {
    expect(zeroForMissing(page(main))).toHaveLength(count);
  });

  it.each([
    ['figures without a date or source', '<dl><dt>Price</dt><dd>12,000</dd></dl>', 2],
    [
      'figures with a source but no date',
      '<dl><dt>Price</dt><dd>12,000</dd></dl><a href="/wiki/data">About our data</a>',
      1,
    ],
    ['figures with their provenance', `<dl><dt>Price</dt><dd>12,000</dd></dl>${sourced}`, 0],
    ['a page without figures', '<p>Terms of use</p>', 0],
  ])('provenance: %s', (_, main, count) => {
    expect(figuresWithoutProvenance(page(main))).toHaveLength(count);
  });

  const names = [{ ours: 'Barracks Storeroom', original: '军营保管室' }];
  it.each([
    ['our name alone', '<table><tr><td>Barracks Storeroom</td><td>4,000</td></tr></table>', 1],
    [
      'our name beside the original',
      '<table><tr><td>Barracks Storeroom</td><td lang="zh">军营保管室</td></tr></table>',
      0,
    ],
  ])('translation: %s', (_, main, count) => {
    expect(translationWithoutOriginal(page(main), names)).toHaveLength(count);
  });

  it.each([
    [
      'a TTK rating called the editors’ take',
      '<span aria-label="Tier A, the editors\' take">A Tier</span>',
      '',
      1,
    ],
    [
      'a preview calling the tier the editors’',
      '',
      '<meta name="description" content="M4A1 (Assault Rifle, editors\' tier A): …">',
      1,
    ],
    [
      'a rating that says what it is',
      '<span title="TTK rating A: gold rounds to the chest">A Tier</span>',
      '',
      0,
    ],
  ])('opinion on a computed value: %s', (_, main, head, count) => {
    expect(opinionOnComputed(page(main, head))).toHaveLength(count);
  });
});
