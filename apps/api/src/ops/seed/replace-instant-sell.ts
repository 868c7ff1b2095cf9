// Releases before the market items gave keycards, weapons, storage items, rounds and armour pieces
// the hxj snapshot of 2026-08-03 as their newest price: a figure a third-party client labels the
// "instant-sell" price, not a market price (docs/decisions/026-one-price-per-thing.md). The seed now
// gives them the market price of the market item each is (2026-08-02). `npm run db:import --
// --sourced` runs this on an existing database: every thing whose newest price is still that
// figure gets what a fresh seed gives it. A price an editor entered later, or a newer import, is
// never touched, and a second run finds nothing to do.
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { and, desc, eq, gt, like, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database';
import { armorPieces, itemPrices, keycards, priceHistory, rounds, weapons } from '../../db/schema';
import { SEED_ITEM_PRICES } from './item-prices';
import { priceFacts, SEED_KEYCARDS } from './keycards';
import { gear } from './load-gear';

/** The day older seeds dated the instant-sell figures, and how their source was named. */
export const INSTANT_SELL_DAY = '2026-08-03';
const HXJ = '%hxj-2888%';
/** The change entry older seeds appended for it (the snapshot read at 12:00 UTC). */
const INSTANT_SELL_AT = `${INSTANT_SELL_DAY}T12:00:00.000Z`;
const at = (day: string) => `${day}T12:00:00.000Z`;

export interface InstantSellReport {
  /** Names of the things whose instant-sell price was replaced. */
  keycards: string[];
  items: string[];
  gear: string[];
}

export async function replaceInstantSellPrices(tx: Tx): Promise<InstantSellReport> {
  return {
    keycards: await replaceKeycards(tx),
    items: await replaceItemPrices(tx),
    gear: [
      ...(await replaceGear(tx, rounds, gear.rounds)),
      ...(await replaceGear(tx, armorPieces, gear.armor)),
    ],
  };
}

/**
 * A card still priced by the hxj snapshot whose newest change entry is that figure: the entry goes,
 * and the card takes the seed's newest price (the market price, else the last daily price), with a
 * change entry when it differs from the entry before.
 */
async function replaceKeycards(tx: Tx): Promise<string[]> {
  const cards = await tx
    .select({
      id: keycards.id,
      name: keycards.name,
      nameCn: keycards.nameOriginal,
      value: keycards.cardValue,
    })
    .from(keycards)
    .where(and(like(keycards.priceSource, HXJ), eq(keycards.priceAsOf, INSTANT_SELL_DAY)))
    .orderBy(keycards.id)
    .for('update');
  const replaced: string[] = [];
  for (const card of cards) {
    const [newest, previous] = await tx
      .select({
        id: priceHistory.id,
        newValue: priceHistory.newValue,
        instantSell: sql<boolean>`${priceHistory.changedAt} = ${INSTANT_SELL_AT}::timestamptz`,
      })
      .from(priceHistory)
      .where(eq(priceHistory.keycardId, card.id))
      .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
      .limit(2);
    if (!newest?.instantSell || newest.newValue !== card.value) continue;
    const nameCn = SEED_KEYCARDS.find((k) => k.id === card.id)?.name_cn ?? card.nameCn;
    if (!nameCn) continue;
    const facts = priceFacts(nameCn);
    await tx.delete(priceHistory).where(eq(priceHistory.id, newest.id));
    await tx
      .update(keycards)
      .set({
        cardValue: facts.value,
        priceSource: facts.source,
        priceAsOf: facts.as_of,
        updatedAt: sql`now()`,
      })
      .where(eq(keycards.id, card.id));
    if (facts.as_of && previous?.newValue !== facts.value)
      await tx.insert(priceHistory).values({
        keycardId: card.id,
        oldValue: previous?.newValue ?? facts.value,
        newValue: facts.value,
        changedAt: at(facts.as_of),
      });
    replaced.push(card.name);
  }
  return replaced;
}

/** A weapon's or storage item's hxj row that is still its newest: the seed's price in its place. */
async function replaceItemPrices(tx: Tx): Promise<string[]> {
  const newer = alias(itemPrices, 'newer');
  const stale = await tx
    .select({ id: itemPrices.id, kind: itemPrices.kind, key: itemPrices.itemKey })
    .from(itemPrices)
    .where(
      and(
        eq(itemPrices.asOf, INSTANT_SELL_DAY),
        like(itemPrices.source, HXJ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(newer)
            .where(
              and(
                eq(newer.kind, itemPrices.kind),
                eq(newer.itemKey, itemPrices.itemKey),
                gt(newer.asOf, itemPrices.asOf),
              ),
            ),
        ),
      ),
    )
    .orderBy(itemPrices.kind, itemPrices.itemKey);
  if (!stale.length) return [];
  const weaponNames = new Map(
    (await tx.select({ slug: weapons.slug, name: weapons.name }).from(weapons)).map((w) => [w.slug, w.name]),
  );
  const storageNames = new Map(STORAGE_ITEMS.map((s) => [s.id, s.name]));
  const replaced: string[] = [];
  for (const row of stale) {
    await tx.delete(itemPrices).where(eq(itemPrices.id, row.id));
    const seed = SEED_ITEM_PRICES.find((p) => p.kind === row.kind && p.item_key === row.key);
    if (seed)
      await tx
        .insert(itemPrices)
        .values({
          kind: seed.kind,
          itemKey: seed.item_key,
          price: seed.price,
          asOf: seed.as_of,
          source: seed.source,
        })
        .onConflictDoNothing();
    replaced.push((row.kind === 'weapon' ? weaponNames : storageNames).get(row.key) ?? row.key);
  }
  return replaced;
}

/**
 * A round or armour piece still priced on the hxj day (an editor's new price is dated the day it
 * was entered): the data file's price and day, and the file's sources for the row added to the
 * stored ones (an editor's own entries stay).
 */
async function replaceGear(
  tx: Tx,
  table: typeof rounds | typeof armorPieces,
  file: { id: string; price: number | null; price_as_of: string | null; sources: string[] }[],
): Promise<string[]> {
  const stale = await tx
    .select({ id: table.id, name: table.name, nameCn: table.name_cn, sources: table.sources })
    .from(table)
    .where(and(eq(table.price_as_of, INSTANT_SELL_DAY), sql`${table.sources}::text like ${HXJ}`))
    .orderBy(table.id);
  const byId = new Map(file.map((r) => [r.id, r]));
  const replaced: string[] = [];
  for (const row of stale) {
    const sourced = byId.get(row.id);
    if (!sourced) continue;
    const sources = [...row.sources, ...sourced.sources.filter((s) => !row.sources.includes(s))];
    await tx
      .update(table)
      .set({ price: sourced.price, price_as_of: sourced.price_as_of, sources, updated_at: sql`now()` })
      .where(eq(table.id, row.id));
    replaced.push(row.name ?? row.nameCn ?? row.id);
  }
  return replaced;
}
