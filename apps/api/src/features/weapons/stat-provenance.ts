// A sourced figure that an editor changes is no longer the source's: the write clears that group's
// source and date, so the weapon page labels the group as DF Wiki's (docs/game-data.md).
import { SOURCED_BASE_STATS, SOURCED_FIRE_STATS, type WeaponInput } from '@dfwiki/shared';
import type { ProvenanceColumns } from './repository';

type SourcedStat = (typeof SOURCED_FIRE_STATS)[number] | (typeof SOURCED_BASE_STATS)[number];
export type StoredStats = Record<SourcedStat, number | null>;

/** The input with the ratings it leaves out taken from the stored weapon (absent keeps them). */
export function withStoredRatings(input: WeaponInput, stored: StoredStats): WeaponInput {
  return {
    ...input,
    recoil: input.recoil === undefined ? stored.recoil : input.recoil,
    hip_fire: input.hip_fire === undefined ? stored.hip_fire : input.hip_fire,
  };
}

const changed = (stats: readonly SourcedStat[], stored: StoredStats, next: WeaponInput) =>
  stats.some((stat) => (next[stat] ?? null) !== stored[stat]);

/** The provenance columns to clear for a write of `next` over `stored` (none when nothing sourced changed). */
export function clearedProvenance(stored: StoredStats, next: WeaponInput): ProvenanceColumns {
  return {
    ...(changed(SOURCED_FIRE_STATS, stored, next) ? { statsSource: null, statsAsOf: null } : {}),
    ...(changed(SOURCED_BASE_STATS, stored, next) ? { baseStatsSource: null, baseStatsAsOf: null } : {}),
  };
}
