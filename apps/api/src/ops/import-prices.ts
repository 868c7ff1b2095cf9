// `npm run db:import -- prices.json --date YYYY-MM-DD`: loads one market snapshot in the shape of
// the daily source feed (`[{ name, price, … }]`, extra fields ignored) in one transaction.
// Names match keycards, weapons and storage items by their Chinese client name or English name.
// Keycards get a change entry only when the price differs (and their price date moves to `date`);
// weapons and storage items get one row per item and day. Running it twice for a date changes nothing.
// Through importPriceFile (the CLI), names also match market items (a state's Chinese listing name,
// or an item's English name for its state without wear), and a file may instead be a market
// snapshot in the shape of seed/data/sources/items.json (`{ as_of, items: [{ object_id, name_cn,
// market }] }`), each entry dated by its own market.as_of. An item state's market figures move only
// forward in time; every matched price is also kept as a dated point (one per state, kind and day).
// One price per thing: a snapshot's market price also goes, for the same day (market.as_of's date),
// to the keycard, weapon or storage item of that Chinese name (the list's rules above) and to the
// round or armour piece that market item is (by object id; a round without one by Chinese name; of
// an item with wear states only the new one, `-1`), unless a newer price is stored there.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { itemPrices, keycards } from '../db/schema';
import { changePrice, setPriceLabel } from '../features/keycards';
import { localDay } from './seed/load-items';
import { type PriceFile, PriceFileError, type SnapshotSchema } from './price-file';
import {
  FIGURES,
  type Figures,
  gearTargets,
  type ImportReport,
  type MarketImportReport,
  type MarketItemsReport,
  norm,
  type Target,
  targets,
  type VariantTarget,
  variantTargets,
  writeGearPrice,
  writeMarketPrice,
} from './price-targets';

const emptyReport = (): MarketImportReport => ({
  keycards: { changed: [], confirmed: [], skipped: [] },
  items: { added: [], present: [] },
  unmatched: [],
  marketItems: { updated: [], present: [], skipped: [], noMarketPrice: [] },
  gear: { updated: [] },
});

/** Appends one day's prices; nothing is written when anything fails. */
export async function importPrices(
  db: Db,
  entries: z.infer<typeof SnapshotSchema>,
  date: string,
  source: string,
): Promise<ImportReport> {
  const { marketItems: _, gear: __, ...report } = emptyReport();
  await db.transaction((tx) => applyPriceList(tx, entries, date, source, report));
  return report;
}

/**
 * Imports a checked file (parsePriceFile) in one transaction: a list of {name, price} (needs `date`;
 * market items as well as keycards, weapons and storage) or a market snapshot (dated per entry).
 */
export async function importPriceFile(
  db: Db,
  file: PriceFile,
  options: { date?: string; source: string },
): Promise<MarketImportReport> {
  const report = emptyReport();
  const { date, source } = options;
  if (file.shape === 'list') {
    if (!date)
      throw new PriceFileError('a list of {name, price} entries needs the day of its prices (--date)');
    await db.transaction(async (tx) => {
      const variants = (await variantTargets(tx)).byName;
      await applyPriceList(tx, file.entries, date, source, report, { variants, report: report.marketItems });
    });
    return report;
  }
  await db.transaction(async (tx) => {
    const { byId, byName } = await variantTargets(tx);
    const named = await targets(tx, { english: false });
    const gear = await gearTargets(tx);
    for (const entry of file.snapshot.items) {
      const v = byId.get(entry.object_id) ?? byName.get(norm(entry.name_cn));
      const target = named.get(norm(entry.name_cn));
      const pieces = gear(entry.object_id, entry.name_cn);
      if (!v && !target && !pieces.length) {
        report.unmatched.push(`${entry.name_cn} (${entry.object_id})`);
        continue;
      }
      const market = entry.market;
      if (market?.price == null || !market.as_of) {
        // Never the base price in its place.
        report.marketItems.noMarketPrice.push(v?.label ?? entry.name_cn);
        continue;
      }
      const figures = Object.fromEntries(FIGURES.map((k) => [k, market[k]])) as Figures;
      if (v)
        await writeMarketPrice(
          tx,
          v,
          { price: market.price, asOf: market.as_of, figures },
          source,
          report.marketItems,
        );
      // The same price on the same day wherever else the thing is shown.
      const day = localDay(market.as_of);
      if (target) await applyTargetPrice(tx, target, market.price, day, source, report);
      for (const piece of pieces) await writeGearPrice(tx, piece, market.price, day, report.gear);
    }
  });
  return report;
}

async function applyPriceList(
  tx: Tx,
  entries: z.infer<typeof SnapshotSchema>,
  date: string,
  source: string,
  report: ImportReport,
  market?: { variants: Map<string, VariantTarget>; report: MarketItemsReport },
) {
  const byName = await targets(tx, { english: true });
  for (const entry of entries) {
    const target = byName.get(norm(entry.name));
    // A market item of that name gets the price too (at noon UTC of `date`, as keycards' changes).
    const variant = market?.variants.get(norm(entry.name));
    if (market && variant)
      await writeMarketPrice(
        tx,
        variant,
        { price: entry.price, asOf: `${date}T12:00:00Z` },
        source,
        market.report,
      );
    if (!target) {
      if (!variant) report.unmatched.push(entry.name);
      continue;
    }
    await applyTargetPrice(tx, target, entry.price, date, source, report);
  }
}

/**
 * The price of `date` for a keycard (a change entry only when the price differs; skipped when a
 * newer day is stored; a same price of a newer day confirms it) or a weapon or storage item (one
 * row per item and day). Idempotent.
 */
async function applyTargetPrice(
  tx: Tx,
  target: Target,
  price: number,
  date: string,
  source: string,
  report: ImportReport,
) {
  if (target.kind !== 'keycard') {
    const inserted = await tx
      .insert(itemPrices)
      .values({ kind: target.kind, itemKey: target.key, price, asOf: date, source })
      .onConflictDoNothing()
      .returning({ id: itemPrices.id });
    (inserted.length ? report.items.added : report.items.present).push(target.label);
    return;
  }
  const [card] = await tx
    .select({ value: keycards.cardValue, asOf: keycards.priceAsOf })
    .from(keycards)
    .where(eq(keycards.id, target.id))
    .for('update');
  if (!card) return;
  if (card.asOf && card.asOf > date) {
    report.keycards.skipped.push(target.label); // a newer price is already there
  } else if (card.value !== price) {
    await changePrice(tx, target.id, card.value, price, {
      source,
      asOf: date,
      changedAt: `${date}T12:00:00.000Z`,
    });
    report.keycards.changed.push(target.label);
  } else if (card.asOf !== date) {
    // Same price, newer day: the price is confirmed fresh without a change entry.
    await setPriceLabel(tx, target.id, source, date);
    report.keycards.confirmed.push(target.label);
  }
}
