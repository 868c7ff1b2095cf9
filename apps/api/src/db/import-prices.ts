// `npm run db:import -- prices.json --date YYYY-MM-DD`: loads one market snapshot in the shape of
// the daily source feed (`[{ name, price, … }]`, extra fields ignored) in one transaction.
// Names match keycards, weapons and storage items by their Chinese client name or English name.
// Keycards get a change entry only when the price differs (and their price date moves to `date`);
// weapons and storage items get one row per item and day. Running it twice for a date changes nothing.
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from './database';
import { itemPrices, keycards, priceHistory, weapons } from './schema';

export const SnapshotSchema = z.array(
  z.looseObject({ name: z.string().trim().min(1), price: z.number().int().min(0).max(1_000_000_000) }),
);
export const ImportDateSchema = z.iso.date();

export interface ImportReport {
  keycards: { changed: string[]; confirmed: string[]; skipped: string[] };
  items: { added: string[]; present: string[] };
  unmatched: string[];
}

const norm = (s: string) => s.trim().toLocaleLowerCase();

type Target =
  { kind: 'keycard'; id: string; label: string } | { kind: 'weapon' | 'storage'; key: string; label: string };

async function targets(tx: Tx): Promise<Map<string, Target>> {
  const byName = new Map<string, Target>();
  const add = (names: (string | null)[], t: Target) => {
    for (const n of names) if (n) byName.set(norm(n), t);
  };
  for (const k of await tx
    .select({ id: keycards.id, name: keycards.name, cn: keycards.nameOriginal })
    .from(keycards))
    add([k.name, k.cn], { kind: 'keycard', id: k.id, label: k.name });
  for (const w of await tx
    .select({ slug: weapons.slug, name: weapons.name, cn: weapons.nameOriginal })
    .from(weapons))
    add([w.name, w.cn], { kind: 'weapon', key: w.slug, label: w.name });
  for (const s of STORAGE_ITEMS) add([s.name, s.name_cn], { kind: 'storage', key: s.id, label: s.name });
  return byName;
}

/** Appends one day's prices; nothing is written when anything fails. */
export async function importPrices(
  db: Db,
  entries: z.infer<typeof SnapshotSchema>,
  date: string,
  source: string,
): Promise<ImportReport> {
  const report: ImportReport = {
    keycards: { changed: [], confirmed: [], skipped: [] },
    items: { added: [], present: [] },
    unmatched: [],
  };
  const changedAt = `${date}T12:00:00.000Z`;
  await db.transaction(async (tx) => {
    const byName = await targets(tx);
    for (const entry of entries) {
      const target = byName.get(norm(entry.name));
      if (!target) {
        report.unmatched.push(entry.name);
        continue;
      }
      if (target.kind === 'keycard') {
        const [card] = await tx
          .select({ value: keycards.cardValue, asOf: keycards.priceAsOf })
          .from(keycards)
          .where(eq(keycards.id, target.id))
          .for('update');
        if (!card) continue;
        if (card.asOf && card.asOf > date) {
          report.keycards.skipped.push(target.label); // a newer price is already there
        } else if (card.value !== entry.price) {
          await tx
            .insert(priceHistory)
            .values({ keycardId: target.id, oldValue: card.value, newValue: entry.price, changedAt });
          await tx
            .update(keycards)
            .set({ cardValue: entry.price, priceSource: source, priceAsOf: date, updatedAt: sql`now()` })
            .where(eq(keycards.id, target.id));
          report.keycards.changed.push(target.label);
        } else if (card.asOf !== date) {
          // Same price, newer day: the price is confirmed fresh without a change entry.
          await tx
            .update(keycards)
            .set({ priceSource: source, priceAsOf: date })
            .where(eq(keycards.id, target.id));
          report.keycards.confirmed.push(target.label);
        }
        continue;
      }
      const inserted = await tx
        .insert(itemPrices)
        .values({ kind: target.kind, itemKey: target.key, price: entry.price, asOf: date, source })
        .onConflictDoNothing()
        .returning({ id: itemPrices.id });
      (inserted.length ? report.items.added : report.items.present).push(target.label);
    }
  });
  return report;
}
