// Sourced prices: GET /storage-prices for every role, and the `db:import` snapshot loader
// (matching by Chinese or English name, change entries only, unmatched names reported, idempotent).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPrices } from '../../src/ops/import-prices';
import { ImportDateSchema, SnapshotSchema } from '../../src/ops/price-file';
import { itemPrices, keycards, priceHistory } from '../../src/db/schema';
import { createTestApp, engine, ROLES, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const keyHistory = (id: string) => t.db.select().from(priceHistory).where(eq(priceHistory.keycardId, id));
const card = async (id: string) => (await t.db.select().from(keycards).where(eq(keycards.id, id)))[0]!;

describe(`GET /storage-prices (${engine()})`, () => {
  for (const role of ROLES) {
    it(`answers ${role} with dated, sourced prices`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/storage-prices',
        headers: t.as[role],
      });
      expect(res.statusCode).toBe(200);
      const { prices } = res.json().data;
      expect(prices.length).toBeGreaterThanOrEqual(35);
      for (const p of prices) {
        expect(p.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(p.source).toMatch(/^github\.com\//);
      }
      // The market price of the market item it is, on the snapshot's day (one price per thing).
      const item = (
        await t.app.inject({ method: 'GET', url: `/api/v1/items?q=${encodeURIComponent('GIR野战胸挂')}` })
      ).json().data.items[0];
      expect(prices.find((p: { item_key: string }) => p.item_key === 'gir-field-chest-rig')).toMatchObject({
        price: item.price,
        as_of: item.price_as_of.slice(0, 10),
      });
    });
  }

  it('ignores unknown query parameters instead of failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/storage-prices?kind=x' });
    expect(res.statusCode).toBe(200);
    // Control characters are refused in any query, known or not (http/control-characters.ts).
    const nul = await t.app.inject({ method: 'GET', url: '/api/v1/storage-prices?kind=%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('CONTROL_CHARACTER');
  });
});

describe(`db:import (${engine()})`, () => {
  it('rejects a file that is not a list of {name, price} and a bad date', () => {
    expect(SnapshotSchema.safeParse([{ name: 'x', price: -1 }]).success).toBe(false);
    expect(SnapshotSchema.safeParse({ name: 'x', price: 1 }).success).toBe(false);
    expect(SnapshotSchema.safeParse([{ name: 'x', price: 5, grade: 3 }]).success).toBe(true);
    expect(ImportDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(ImportDateSchema.safeParse('2026-09-01').success).toBe(true);
  });

  it('appends change entries by Chinese or English name, reports unmatched names, and is idempotent', async () => {
    const office = await card('zd-cement-plant-office');
    const dorm = await card('zd-substation-dormitory');
    const before = (await keyHistory(office.id)).length;
    const snapshot = [
      { name: '水泥厂办公室', price: office.cardValue + 1000, grade: 4 }, // Chinese name, changed price
      { name: 'Substation Dormitory', price: dorm.cardValue }, // English name, same price
      { name: 'M4A1突击步枪', price: 99000 },
      { name: 'GIR野战胸挂', price: 101000 },
      { name: 'No Such Thing', price: 5 },
    ];
    const first = await importPrices(t.db, snapshot, '2026-09-01', 'Test feed');
    expect(first).toEqual({
      keycards: { changed: ['Cement Plant Office'], confirmed: ['Substation Dormitory'], skipped: [] },
      items: { added: ['M4A1 Assault Rifle', 'GIR Field Chest Rig'], present: [] },
      unmatched: ['No Such Thing'],
    });
    const history = await keyHistory(office.id);
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ oldValue: office.cardValue, newValue: office.cardValue + 1000 });
    expect(await card(office.id)).toMatchObject({
      cardValue: office.cardValue + 1000,
      priceAsOf: '2026-09-01',
      priceSource: 'Test feed',
    });
    expect((await card(dorm.id)).priceAsOf).toBe('2026-09-01');
    const weapon = await t.app.inject({ method: 'GET', url: '/api/v1/weapons/m4a1' });
    expect(weapon.json().data.weapon).toMatchObject({
      market_price: 99000,
      market_price_as_of: '2026-09-01',
    });

    const again = await importPrices(t.db, snapshot, '2026-09-01', 'Test feed');
    expect(again).toEqual({
      keycards: { changed: [], confirmed: [], skipped: [] },
      items: { added: [], present: ['M4A1 Assault Rifle', 'GIR Field Chest Rig'] },
      unmatched: ['No Such Thing'],
    });
    expect(await keyHistory(office.id)).toHaveLength(before + 1);
    const rig = await t.db
      .select()
      .from(itemPrices)
      .where(and(eq(itemPrices.kind, 'storage'), eq(itemPrices.itemKey, 'gir-field-chest-rig')));
    expect(rig.map((r) => r.asOf).sort()).toEqual(['2026-08-02', '2026-09-01']);
  });

  it('never moves a keycard back to an older day', async () => {
    const r = await importPrices(t.db, [{ name: '水泥厂办公室', price: 1 }], '2025-01-01', 'Old feed');
    expect(r.keycards.skipped).toEqual(['Cement Plant Office']);
    expect((await card('zd-cement-plant-office')).cardValue).not.toBe(1);
  });
});
