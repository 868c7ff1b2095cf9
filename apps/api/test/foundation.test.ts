import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_TABS } from '@dfwiki/shared';
import { createTestApp, engine, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`foundation reads (${engine()})`, () => {
  it('GET /api/v1/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('GET /api/v1/ready reports the engine, and 503 while closing', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.engine).toBe(engine());
    t.ctx.state.phase = 'closing';
    const closing = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    t.ctx.state.phase = 'ready';
    expect(closing.statusCode).toBe(503);
    expect(closing.json().error.code).toBe('NOT_READY');
  });

  it('GET /api/v1/weapons returns the seeded weapons with their nested data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/weapons' });
    expect(res.statusCode).toBe(200);
    const { weapons } = res.json().data;
    expect(weapons.length).toBeGreaterThanOrEqual(40);
    const withBuilds = weapons.filter((w: { builds: unknown[] }) => w.builds.length > 0);
    expect(withBuilds.length).toBeGreaterThanOrEqual(15);
    const w = withBuilds[0];
    expect(w.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(w.ttk_values.length).toBeGreaterThanOrEqual(4);
    // The list is lean: build summaries only; the detail carries the full builds.
    expect(Object.keys(w.builds[0]).sort()).toEqual(['id', 'name', 'rating', 'tags', 'updated_at']);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${w.id}` })).json().data.weapon;
    expect(detail.builds[0].build_code).toMatch(/^6[0-9A-Z]{20}$/);
    // Sample builds credit the community code list they come from, not an invented player.
    expect(detail.builds[0].source).toMatch(/^Community code list/);
    expect(detail.builds[0].creator_name).toBe('');
    // Sourced stats and prices carry where they come from and how fresh they are.
    const m4 = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons/m4a1' })).json().data.weapon;
    expect(m4.stats_as_of).toBe('2026-05-21');
    expect(m4.stats_source).toMatch(/WaterBag/);
    // Its market price is the one of the market item it is, with the same day (docs/items.md).
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/v1/items/${encodeURIComponent('m4a1-assault-rifle')}` })
    ).json().data.item;
    expect(m4).toMatchObject({ market_price: item.price, market_price_as_of: item.price_as_of.slice(0, 10) });
    expect(m4.market_price_source).toMatch(/delta-force-armory/);
  });

  it('GET /api/v1/weapons/{id} accepts the numeric id and the slug; unknown is a JSON 404', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons' })).json().data.weapons;
    const byId = await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${list[0].id}` });
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${list[0].slug}` });
    expect(byId.json().data.weapon.name).toBe(list[0].name);
    expect(bySlug.json().data.weapon.id).toBe(list[0].id);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/weapons/no-such-gun' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('GET /api/v1/keycards returns every map with history newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/keycards' });
    const { keycards } = res.json().data;
    const perMap = new Map<string, number>();
    for (const k of keycards) perMap.set(k.map.name, (perMap.get(k.map.name) ?? 0) + 1);
    for (const map of MAP_TABS) expect(perMap.get(map)).toBeGreaterThanOrEqual(8);
    // The list carries each card's newest 10 changes; nearly every card has a real series that long.
    expect(
      keycards.filter((k: { price_history: unknown[] }) => k.price_history.length === 10).length,
    ).toBeGreaterThanOrEqual(55);
    expect(keycards.every((k: { price_history: unknown[] }) => k.price_history.length <= 10)).toBe(true);
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/v1/keycards/${keycards[0].id}/price-history`,
    });
    expect(full.json().data.price_history.length).toBeGreaterThanOrEqual(20);
    for (const k of keycards) {
      if (!k.price_history.length) {
        expect(k.price_as_of).toBeNull(); // no source has a price for it: none is made up
        continue;
      }
      expect(k.price_as_of).toBe(k.price_history[0].changed_at.slice(0, 10));
      expect(k.price_source).toEqual(expect.any(String));
      const times = k.price_history.map((h: { changed_at: string }) => Date.parse(h.changed_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(k.price_history[0].new_value).toBe(k.card_value);
    }
    const office = keycards.find((k: { id: string }) => k.id === 'zd-cement-plant-office');
    // The key's price is its market item's, with the same day (one price per thing).
    const key = (
      await t.app.inject({ method: 'GET', url: `/api/v1/items?q=${encodeURIComponent('水泥厂办公室')}` })
    ).json().data.items[0];
    expect(office).toMatchObject({
      location: 'Cement Plant',
      location_original: '水泥厂',
      price_as_of: key.price_as_of.slice(0, 10),
      card_value: key.price,
      items: [],
      room_info: '',
    });
    expect(
      office.difficulties
        .filter((d: { is_available: boolean }) => d.is_available)
        .map((d: { name: string }) => d.name),
    ).toEqual(['Easy', 'Normal']);
  });

  it('answers public reads with an ETag and 304 on If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/maps' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/maps',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('an unknown /api path is a JSON 404 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe(`paged lists (${engine()})`, () => {
  it('pages weapons and keycards with limit/offset and says where the next page starts', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons' })).json().data;
    expect(all.page).toEqual({ offset: 0, limit: 200, total: all.weapons.length, next_offset: null });
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons?limit=10' })).json().data;
    expect(first.weapons).toHaveLength(10);
    expect(first.page.next_offset).toBe(10);
    const second = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons?limit=10&offset=10' })).json()
      .data;
    expect(second.weapons[0].id).toBe(all.weapons[10].id);
    const cards = (await t.app.inject({ method: 'GET', url: '/api/v1/keycards?limit=5&offset=5' })).json()
      .data;
    expect(cards.keycards).toHaveLength(5);
    for (const bad of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc', 'sort=name']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/weapons?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
