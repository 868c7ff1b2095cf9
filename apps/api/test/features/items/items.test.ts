/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON generically */
// Items: every listing of our copy of the market snapshot is served (wear states as one item), a
// sample compared field by field with the copy (read from the file, never repeated here), and the
// list's filters, search, sort and paging, the three reads' bad input, and each role.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

interface SourceItem {
  object_id: string;
  base_object_id: string;
  wear: string | null;
  name_cn: string;
  category: string;
  subcategory: string;
  grade: number;
  width: number;
  length: number;
  base_price: number | null;
  weight_kg?: number;
  found_in?: { map_cn: string; area_cn: string }[];
  market: {
    price: number | null;
    as_of: string | null;
    seven_day_low: number | null;
    seven_day_high: number | null;
    yesterday_avg: number | null;
  };
}
const source = readSourceCopy<{ items: SourceItem[] }>('items.json').items;
const WEAR: Record<string, string> = { 全新: 'new', 几乎全新: 'almost_new', 破损: 'worn' };

const { call, get } = sessionApp('anonymous');

/** Every item of the list, page by page. */
async function everyItem(query = ''): Promise<any[]> {
  const all: any[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const data: any = await get(`/items?limit=200&offset=${offset}${query}`);
    all.push(...data.items);
    offset = data.page.next_offset;
  }
  return all;
}

describe(`items (${engine()})`, () => {
  it('serves every listing of the snapshot: one item per object id, each wear state a variant', async () => {
    const items = await everyItem();
    const ids = new Set(source.map((s) => s.base_object_id));
    expect(items).toHaveLength(ids.size);
    const names = new Set(items.map((i) => i.name_cn));
    for (const s of source) if (!s.wear) expect(names.has(s.name_cn)).toBe(true);
  });

  // Every 40th listing, wear states included: a spread over every category.
  const sample = source.filter((_, i) => i % 40 === 0);
  it.each(sample.map((s) => [s.name_cn, s] as const))(
    '%s matches the source field by field',
    async (_, s) => {
      const item = await get(`/items/${s.object_id}`).then((d) => d.item);
      expect(item.object_id).toBe(Number(s.base_object_id));
      expect(item).toMatchObject({ category: s.category, subcategory: s.subcategory, grade: s.grade });
      expect(item).toMatchObject({ width: s.width, length: s.length, slots: s.width * s.length });
      expect(item.weight_kg).toBe(s.weight_kg ?? null);
      expect(item.found_in).toEqual(s.found_in ?? null);
      const variant = item.variants.find((v: any) => v.listing_id === s.object_id);
      expect(variant).toMatchObject({
        wear: s.wear ? WEAR[s.wear] : '',
        name_cn: s.name_cn,
        base_price: s.base_price,
        price: s.market.price,
        seven_day_low: s.market.seven_day_low,
        seven_day_high: s.market.seven_day_high,
        yesterday_avg: s.market.yesterday_avg,
      });
      // The snapshot's time carries its zone (UTC+8); the API states the same instant in UTC.
      if (s.market.as_of) expect(Date.parse(variant.price_as_of)).toBe(Date.parse(s.market.as_of));
      else expect(variant.price_as_of).toBeNull();
      if (s.market.price !== null)
        expect(variant.value_per_slot).toBe(Math.round(s.market.price / (s.width * s.length)));
    },
  );

  it('shows no market price where the snapshot has none, never the base price', async () => {
    const missing = source.find((s) => s.market.price === null && !s.wear && s.base_price)!;
    const item = (await get(`/items/${missing.object_id}`)).item;
    const variant = item.variants.find((v: any) => v.listing_id === missing.object_id);
    expect(variant).toMatchObject({ price: null, value_per_slot: null, base_price: missing.base_price });
  });

  it('folds wear states into one item with a wear choice, found by any listing id, slug or our id', async () => {
    const worn = source.find((s) => s.wear === '破损')!;
    const states = source.filter((s) => s.base_object_id === worn.base_object_id);
    const item = (await get(`/items/${worn.object_id}`)).item;
    expect(item.variants.map((v: any) => v.listing_id).sort()).toEqual(states.map((s) => s.object_id).sort());
    expect((await get(`/items/${worn.base_object_id}`)).item.id).toBe(item.id);
    expect((await get(`/items/${item.slug}`)).item.id).toBe(item.id);
    expect((await get(`/items/${item.id}`)).item.slug).toBe(item.slug);
  });

  it('filters by category, subcategory, grade and slots, all at once', async () => {
    const want = source.filter(
      (s) =>
        s.category === 'props' && s.subcategory === 'collection' && s.grade === 5 && s.width * s.length === 1,
    );
    const items = await everyItem('&category=props&subcategory=collection&grade=5&slots=1');
    expect(items.map((i) => i.name_cn).sort()).toEqual(want.map((s) => s.name_cn).sort());
  });

  it('finds an item by its Chinese name, or its English name in another case and without accents', async () => {
    const s = source.find((x) => x.subcategory === 'collection' && x.name_cn.length > 3)!;
    const byCn = await get(`/items?q=${encodeURIComponent(s.name_cn)}`);
    expect(byCn.items.map((i: any) => i.name_cn)).toContain(s.name_cn);
    const name: string = byCn.items.find((i: any) => i.name_cn === s.name_cn).name;
    const shouted = await get(`/items?q=${encodeURIComponent(name.toUpperCase())}`);
    expect(shouted.items.map((i: any) => i.name_cn)).toContain(s.name_cn);
    // An accent typed where the name has none (or the other way round) still matches.
    const accented = name.replace(/e/, 'é');
    const folded = await get(`/items?q=${encodeURIComponent(accented)}`);
    expect(folded.items.map((i: any) => i.name_cn)).toContain(s.name_cn);
  });

  it('sorts by value per slot, high to low, items without a price last', async () => {
    const items = await everyItem('&sort=value_per_slot');
    const values = items.map((i) => i.value_per_slot);
    const priced = values.filter((v) => v !== null);
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
    expect(values.slice(priced.length).every((v) => v === null)).toBe(true);
    const best = source
      .filter((s) => s.market.price !== null && s.width * s.length > 0)
      .reduce((a, b) =>
        a.market.price! / (a.width * a.length) >= b.market.price! / (b.width * b.length) ? a : b,
      );
    expect(items[0].name_cn.replace(/（.*）$/, '')).toBe(best.name_cn.replace(/（.*）$/, ''));
    const asc = await get('/items?sort=price&dir=asc&limit=5');
    const prices = asc.items.map((i: any) => i.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('pages without losing the filter or the sort', async () => {
    const first = await get('/items?category=acc&sort=price&limit=10');
    const second = await get(`/items?category=acc&sort=price&limit=10&offset=${first.page.next_offset}`);
    expect(second.items.every((i: any) => i.category === 'acc')).toBe(true);
    expect(first.items.at(-1).price).toBeGreaterThanOrEqual(second.items[0].price);
    expect(first.page.total).toBe(second.page.total);
  });

  it('answers a list of 100 items in at most 12 KB gzipped', async () => {
    const res = await call('GET', '/items?limit=100&sort=value_per_slot');
    expect(res.statusCode).toBe(200);
    expect(gzipSync(res.body).length).toBeLessThanOrEqual(12 * 1024);
  });

  it('serves the price history of an item as dated series, each with its source and kind', async () => {
    const history = readSourceCopy<{
      items: { items_json_name_cn?: string; name_cn: string; series: [string, number][] }[];
    }>('item-price-history.json').items;
    const h = history.find(
      (x) => x.items_json_name_cn && source.some((s) => s.name_cn === x.items_json_name_cn && !s.wear),
    )!;
    const s = source.find((x) => x.name_cn === h.items_json_name_cn)!;
    const series = (await get(`/items/${s.object_id}/prices`)).series as any[];
    const daily = series.find((x) => x.source.includes('DeltaForcePrice'));
    expect(daily).toMatchObject({ wear: '', kind: 'market' });
    expect(daily.points).toEqual(h.series);
    const snapshot = series.find((x) => x.source.includes('delta-force-armory'));
    if (s.market.price !== null)
      expect(snapshot.points).toEqual([[s.market.as_of!.slice(0, 10), s.market.price]]);
  });

  it('links a room key to its keycard and a backpack to its storage item', async () => {
    const key = (await get('/items?subcategory=key&limit=200')).items as any[];
    let linked = 0;
    for (const k of key.slice(0, 20)) {
      const item = (await get(`/items/${k.slug}`)).item;
      if (item.links.some((l: any) => l.kind === 'keycard')) linked += 1;
    }
    expect(linked).toBeGreaterThan(10);
    const bag = (await get('/items?subcategory=bag&limit=1')).items[0];
    expect((await get(`/items/${bag.slug}`)).item.links).toEqual([
      expect.objectContaining({ kind: 'storage' }),
    ]);
  });

  it.each([
    ['/items?sort=cheapest', 'sort'],
    ['/items?grade=9', 'grade'],
    ['/items?category=food', 'category'],
    ['/items?limit=500', 'limit'],
    ['/items?colour=red', 'colour'],
    ['/items?subcategory=%3Cscript%3E', 'subcategory'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(field);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    expect((await call('GET', '/items/no-such-item')).statusCode).toBe(404);
    expect((await call('GET', '/items/99999999999/prices')).statusCode).toBe(404);
    expect((await call('GET', '/items/Bad%20Id')).statusCode).toBe(400);
    // Too many digits for any id: not found, never a number the database cannot hold.
    expect((await call('GET', '/items/9223372036854775296')).statusCode).toBe(404);
  });
});

describe.each(['user', 'editor', 'admin'] as const)(`items read by a signed-in %s (${engine()})`, (role) => {
  const { call: as } = sessionApp(role);
  it('answers the same public reads', async () => {
    expect((await as('GET', '/items?limit=1')).statusCode).toBe(200);
    expect((await as('GET', '/items/1')).statusCode).toBe(200);
  });
});

describe(`item writes (${engine()})`, () => {
  const anonymous = sessionApp('anonymous');
  const user = sessionApp('user');
  const editor = sessionApp('editor');

  it('lets an editor correct the English name, kept in the history; others get 401 or 403', async () => {
    const item = (await editor.get('/items?limit=1&offset=3')).items[0];
    expect((await anonymous.call('PATCH', `/items/${item.id}`, { name: 'Mine' })).statusCode).toBe(401);
    expect((await user.call('PATCH', `/items/${item.id}`, { name: 'Mine' })).statusCode).toBe(403);
    const read = (await editor.get(`/items/${item.slug}`)).item;
    const res = await editor.call(
      'PATCH',
      `/items/${item.slug}`,
      { name: '  Corrected Name ' },
      {
        ...editor.app().as.editor,
        'if-match': `"${read.version}"`,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toMatchObject({
      name: 'Corrected Name',
      slug: item.slug,
      name_cn: item.name_cn,
    });
    const revisions = (await editor.call('GET', `/revisions?entity=item&id=${item.id}`)).json().data
      .revisions;
    expect(revisions[0].changes).toEqual([
      expect.objectContaining({ field: 'name', from: item.name, to: 'Corrected Name' }),
    ]);
    // The public list and search see the new name at once.
    expect((await editor.get(`/items?q=corrected%20name`)).items.map((i: any) => i.id)).toContain(item.id);
  });

  it.each([
    [{ name: ' ' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 'ok', name_cn: '改' }, 'name_cn'],
    [{}, 'name'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const item = (await editor.get('/items?limit=1')).items[0];
    const res = await editor.call('PATCH', `/items/${item.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(field);
  });

  it('answers 404 for an unknown item and 409 for a stale version', async () => {
    expect((await editor.call('PATCH', '/items/no-such-item', { name: 'x' })).statusCode).toBe(404);
    const item = (await editor.get('/items?limit=1&offset=7')).items[0];
    const headers = { ...editor.app().as.editor, 'if-match': '"1"' };
    const res = await editor.call('PATCH', `/items/${item.id}`, { name: 'Late' }, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EDIT_CONFLICT');
  });

  it("names a keycard's newer price entered by an editor on the key's item", async () => {
    const keys = (await editor.get('/items?subcategory=key&sort=price&limit=20')).items as any[];
    let key: any;
    for (const k of keys) {
      const item = (await editor.get(`/items/${k.slug}`)).item;
      if (item.links.some((l: any) => l.kind === 'keycard')) key = item;
      if (key) break;
    }
    const card = key.links.find((l: any) => l.kind === 'keycard');
    // Before: the keycard shows the item's market price, with its day.
    expect([card.price, card.price_as_of]).toEqual([key.price, key.price_as_of.slice(0, 10)]);
    const res = await editor.call('PATCH', `/keycards/${card.id}/price`, { price: key.price + 1000 });
    expect(res.statusCode).toBe(200);
    const after = (await editor.get(`/items/${key.slug}`)).item.links.find((l: any) => l.kind === 'keycard');
    expect(after.price).toBe(key.price + 1000);
    expect(after.price_as_of > key.price_as_of.slice(0, 10)).toBe(true);
  });
});
