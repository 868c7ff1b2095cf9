import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, type TestApp } from '../../harness';
import { EXAMPLE_PRICE_SOURCE } from '@dfwiki/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'editor');
type Card = {
  id: string;
  card_value: number;
  price_source: string | null;
  price_as_of: string | null;
  price_history: { old_value: number; new_value: number }[];
};
const cards = async (): Promise<Card[]> =>
  (await call('GET', '/keycards', undefined, {})).json().data.keycards;
/** A card with its whole price history (the list carries only the newest entries). */
const card = async (id: string): Promise<Card> => ({
  ...(await cards()).find((c) => c.id === id)!,
  price_history: (await call('GET', `/keycards/${id}/price-history`, undefined, {})).json().data
    .price_history,
});

function expectChain(c: Card) {
  const h = [...c.price_history].reverse(); // oldest first
  for (let i = 1; i < h.length; i++) expect(h[i]!.old_value, `link ${i}`).toBe(h[i - 1]!.new_value);
  expect(c.card_value).toBe(c.price_history[0]!.new_value);
}

describe(`keycards (${engine()})`, () => {
  it('creates with defaults, keeps the id fixed, and deletes', async () => {
    const { maps } = (await call('GET', '/maps', undefined, {})).json().data;
    const res = await call('POST', '/keycards', {
      id: 'zd-test-room',
      name: 'Test Room',
      map_id: maps[0].id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.keycard).toMatchObject({
      id: 'zd-test-room',
      rarity_id: 'common',
      durability: 1,
      card_value: 0,
    });
    expect(
      (await call('POST', '/keycards', { id: 'zd-test-room', name: 'Again', map_id: maps[0].id })).json()
        .error.code,
    ).toBe('KEYCARD_EXISTS');
    expect(
      (await call('PUT', '/keycards/zd-test-room', { id: 'other', name: 'Renamed', map_id: maps[0].id }))
        .statusCode,
    ).toBe(400);
    const put = await call('PATCH', '/keycards/zd-test-room', { name: 'Renamed', card_value: 500 });
    expect(put.json().data.keycard).toMatchObject({ name: 'Renamed', card_value: 500 });
    expect(put.json().data.keycard.price_history).toHaveLength(1);
    const del = await call('DELETE', '/keycards/zd-test-room');
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ deleted: 'zd-test-room' });
    expect((await call('DELETE', '/keycards/zd-test-room')).statusCode).toBe(404);
  });

  it.each([
    [{ id: 'Bad Id', name: 'X', map_id: 1 }],
    [{ id: 'ok-id', name: 'X', map_id: 1, durability: 0 }],
    [{ id: 'ok-id', name: 'X', map_id: 1, card_value: -5 }],
    [{ id: 'ok-id', name: 'X', map_id: 1, items: [{ item_type_id: 1, quantity: 0 }] }],
    [{ id: 'ok-id', name: 'X', map_id: 999999 }],
    [{ id: 'ok-id', name: 'X' }],
  ])('rejects %j with 400', async (body) => {
    expect((await call('POST', '/keycards', body)).statusCode).toBe(400);
  });

  it('works out each cost per open from price and uses, and follows a price change', async () => {
    const { maps } = (await call('GET', '/maps', undefined, {})).json().data;
    const { difficulties } = (await call('GET', '/difficulty', undefined, {})).json().data;
    const easy = difficulties.find((d: { name: string }) => d.name === 'Easy').id;
    const hard = difficulties.find((d: { name: string }) => d.name === 'Hard').id;
    const body = {
      id: 'zd-cost-room',
      name: 'Cost Room',
      map_id: maps[0].id,
      durability: 4,
      card_value: 10_000,
      // A cost sent by an older client is accepted and ignored: it is never stored.
      difficulties: [
        { difficulty_id: easy, cost: 1, is_available: true },
        { difficulty_id: hard, is_available: true },
      ],
    };
    expect((await call('POST', '/keycards', body)).statusCode).toBe(201);
    const costs = async () =>
      Object.fromEntries(
        ((await cards()) as unknown as { id: string; difficulties: { name: string; cost: number }[] }[])
          .find((c) => c.id === 'zd-cost-room')!
          .difficulties.map((d: { name: string; cost: number }) => [d.name, d.cost]),
      );
    expect(await costs()).toEqual({ Easy: 2500, Hard: 10_000 });
    await call('PATCH', '/keycards/zd-cost-room/price', { price: 20_000 });
    expect(await costs()).toEqual({ Easy: 5000, Hard: 20_000 });
    await call('DELETE', '/keycards/zd-cost-room');
  });

  it('PATCH price appends one history row; an unchanged price writes none', async () => {
    const first = await card((await cards())[0]!.id);
    const before = first.price_history.length;
    const res = await call('PATCH', `/keycards/${first!.id}/price`, { price: first!.card_value + 1234 });
    expect(res.json().data.changed).toBe(true);
    const same = await call('PATCH', `/keycards/${first!.id}/price`, { price: first!.card_value + 1234 });
    expect(same.json().data.changed).toBe(false);
    const after = await card(first!.id);
    expect(after.price_history).toHaveLength(before + 1);
    expect(after.price_history[0]).toMatchObject({
      old_value: first!.card_value,
      new_value: first!.card_value + 1234,
    });
    expectChain(after);
    // An editor's price cites no source and carries today's date.
    expect(after).toMatchObject({ price_source: null, price_as_of: new Date().toISOString().slice(0, 10) });
  });

  it('the batch call is all or nothing and names the bad item', async () => {
    const [a, b] = await cards();
    const bad = await call('POST', '/keycards/prices', {
      items: [
        { id: a!.id, price: 1 },
        { id: 'no-such-card', price: 2 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('no-such-card');
    expect((await card(a!.id)).card_value).toBe(a!.card_value);
    const ok = await call('POST', '/keycards/prices', {
      items: [
        { id: a!.id, price: a!.card_value + 7 },
        { id: b!.id, price: b!.card_value },
      ],
    });
    expect(ok.json().data).toEqual({ updated: [a!.id], unchanged: [b!.id] });
    expect((await call('POST', '/keycards/prices', { items: [] })).statusCode).toBe(400);
    expect((await call('POST', '/keycards/prices', { items: [{ id: a!.id, price: -1 }] })).statusCode).toBe(
      400,
    );
  });

  it('stores a price from the example preset as an example, never as a market or editor price', async () => {
    const [, , , c, d] = await cards();
    const res = await call('POST', '/keycards/prices', {
      items: [
        { id: c!.id, price: c!.card_value + 11, example: true },
        { id: d!.id, price: d!.card_value + 13 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(await card(c!.id)).toMatchObject({ price_source: EXAMPLE_PRICE_SOURCE, price_as_of: today });
    expect(await card(d!.id)).toMatchObject({ price_source: null, price_as_of: today });
    const bad = await call('POST', '/keycards/prices', { items: [{ id: c!.id, price: 5, example: 'yes' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the history a chain under 40 concurrent price updates of one card', async () => {
    const target = await card((await cards())[2]!.id);
    const prices = Array.from({ length: 40 }, (_, i) => 100_000 + i * 37);
    const results = await Promise.all(
      prices.map((price, i) =>
        i % 2
          ? call('PATCH', `/keycards/${target!.id}/price`, { price })
          : call('POST', '/keycards/prices', { items: [{ id: target!.id, price }] }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const after = await card(target!.id);
    expectChain(after);
    expect(after.price_history.length).toBeGreaterThanOrEqual(target!.price_history.length + 39);
  });
});
