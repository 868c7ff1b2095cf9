// Sourced base stats of a weapon (range, magazine, recoil, control, stability, hip-fire) with
// their provenance and the figures other sources give, read from game-data.json (derive.mjs
// writes them from sources/weapon-stats.json and sources/weapons.json; docs/game-data.md).
// The seed uses them for new weapons; applyWeaponBaseStats writes them onto existing ones.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { OlderFigure } from '@dfwiki/shared';
import type { Tx } from '../../db/database';
import { weapons } from '../../db/schema';
import { gameData } from './game-data';

const baseStats = gameData.weapon_base_stats;
const entries: Partial<typeof baseStats.weapons> = baseStats.weapons;

/** The long source string the sourced base stats carry (base_stats_source). */
export const BASE_STATS_SOURCE: string = baseStats.source;

/** The weapon row's base-stat columns from the source, or null when it has no entry for the name. */
export function sourcedBaseStatColumns(name: string) {
  const entry = entries[name];
  if (!entry?.stats) return null;
  const { range, recoil, control, stability, hip_fire, magazine } = entry.stats;
  return {
    range,
    capacity: magazine,
    recoil,
    control,
    stability,
    hipFire: hip_fire,
    baseStatsSource: BASE_STATS_SOURCE,
    baseStatsAsOf: baseStats.as_of,
    olderFigures: entry.older,
  };
}

/** A magazine size some source gives (the Dec 2024 copy when the base-stats file lacks the weapon). */
export const sourcedMagazine = (name: string): number | null => entries[name]?.magazine ?? null;

/** Figures of other sources that disagree with the ones shown (also for weapons without base stats). */
export const olderFigures = (name: string): OlderFigure[] => entries[name]?.older ?? [];

export interface BaseStatsReport {
  /** Weapons whose sourced base stats were written. */
  updated: string[];
  /** Weapons an editor has changed since: their figures are kept. */
  kept: string[];
  /** Weapons the source has no base stats for. */
  unmatched: string[];
}

/**
 * Writes the sourced base stats onto the existing weapons, matched by English name. Only weapons
 * that still carry this source, or that never had sourced ratings (no source, no recoil, no
 * hip-fire), are written: an editor's change clears the source but keeps the ratings, so an edited
 * weapon is left alone. Idempotent; updated_at is not touched (it dates the editors' text).
 */
export async function applyWeaponBaseStats(tx: Tx): Promise<BaseStatsReport> {
  const report: BaseStatsReport = { updated: [], kept: [], unmatched: [] };
  const rows = await tx
    .select({ id: weapons.id, name: weapons.name })
    .from(weapons)
    .orderBy(asc(weapons.name), asc(weapons.id));
  for (const row of rows) {
    const columns = sourcedBaseStatColumns(row.name);
    if (!columns) {
      report.unmatched.push(row.name);
      continue;
    }
    const untouched = or(
      eq(weapons.baseStatsSource, BASE_STATS_SOURCE),
      and(isNull(weapons.baseStatsSource), isNull(weapons.recoil), isNull(weapons.hipFire)),
    );
    const written = await tx
      .update(weapons)
      .set(columns)
      .where(and(eq(weapons.id, row.id), untouched))
      .returning({ id: weapons.id });
    (written.length ? report.updated : report.kept).push(row.name);
  }
  return report;
}
