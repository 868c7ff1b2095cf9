// `npm run db:import -- --sourced`: loads the sourced game data shipped with this release into an
// existing database, in one transaction, and says what it did. Running it again changes nothing.
// The map rotation versions (seed/rotation.ts), keycards missing from the database (a map added in
// a later release; seed/load-keycards.ts), the weapon base stats (seed/weapon-base-stats.ts) and
// rounds, armour and the weapons' damage models (seed/load-gear.ts), and the market items with
// their price series (seed/load-items.ts). Last, the newest prices older releases seeded from the
// hxj instant-sell figures of 2026-08-03 are replaced by the market prices a fresh seed gives
// (seed/replace-instant-sell.ts), unless an editor or a newer import priced the thing since.
import type { Db } from '../db/database';
import { loadSourcedGear, type GearLoadReport } from './seed/load-gear';
import { loadSourcedItems, type ItemsLoadReport } from './seed/load-items';
import { loadSourcedKeycards } from './seed/load-keycards';
import { replaceInstantSellPrices, type InstantSellReport } from './seed/replace-instant-sell';
import { loadSourcedRotation, type RotationLoadReport } from './seed/rotation';
import { applyWeaponBaseStats, type BaseStatsReport } from './seed/weapon-base-stats';

export interface SourcedImportReport {
  rotation: RotationLoadReport;
  keycardsAdded: string[];
  weapons: BaseStatsReport;
  gear: GearLoadReport;
  items: ItemsLoadReport;
  /** Things whose newest price was still the instant-sell figure of older seeds, now the market price. */
  instantSellReplaced: InstantSellReport;
}

export async function importSourcedData(db: Db): Promise<SourcedImportReport> {
  return db.transaction(async (tx) => ({
    rotation: await loadSourcedRotation(tx),
    keycardsAdded: await loadSourcedKeycards(tx),
    weapons: await applyWeaponBaseStats(tx),
    gear: await loadSourcedGear(tx),
    items: await loadSourcedItems(tx),
    instantSellReplaced: await replaceInstantSellPrices(tx),
  }));
}

const list = (names: string[]) =>
  names.length > 8 ? `${names.slice(0, 8).join(', ')}, …` : names.join(', ');

/** The report as lines for the terminal. */
export function describeSourcedImport(report: SourcedImportReport): string[] {
  const { rotation, keycardsAdded, weapons, gear, items, instantSellReplaced: sell } = report;
  const replaced = (what: string, names: string[]) =>
    names.length ? [`  ${what}: ${names.length} (${list(names)})`] : [];
  const anyReplaced = sell.keycards.length + sell.items.length + sell.gear.length > 0;
  return [
    'Map rotation:',
    rotation.added.length
      ? `  added ${rotation.added.length} version(s): ${rotation.added.join('; ')}`
      : '  every sourced version was already stored',
    rotation.madeCurrent
      ? `  made current: ${rotation.madeCurrent}`
      : `  current version kept: ${rotation.kept ?? 'unchanged'}`,
    'Keycards:',
    keycardsAdded.length
      ? `  added ${keycardsAdded.length}: ${list(keycardsAdded)}`
      : '  every sourced keycard was already stored',
    'Weapon base stats (range, magazine, recoil, control, stability, hip-fire):',
    `  written for ${weapons.updated.length} weapon(s)`,
    weapons.kept.length
      ? `  kept an editor's figures for ${weapons.kept.length}: ${list(weapons.kept)}`
      : '  no editor-changed figures to keep',
    weapons.unmatched.length
      ? `  no source for ${weapons.unmatched.length}: ${list(weapons.unmatched)}`
      : '  every weapon has a source',
    'Rounds, armour and damage models (TTK engine):',
    `  added ${gear.roundsAdded} round(s), ${gear.armorAdded} armour piece(s), ${gear.weaponModelsAdded} weapon model(s)`,
    `  the game's object id filled in for ${gear.weaponObjectIdsFilled} stored weapon model(s)`,
    'Market items:',
    `  added ${items.itemsAdded} item(s) and ${items.pricePointsAdded} dated price(s)`,
    'Instant-sell prices of older releases (hxj, 2026-08-03) replaced by the market price:',
    ...replaced('keycards', sell.keycards),
    ...replaced('weapons and storage items', sell.items),
    ...replaced('rounds and armour', sell.gear),
    ...(anyReplaced ? [] : ['  none left']),
  ];
}
