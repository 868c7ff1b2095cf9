import type { OlderFigure, Weapon } from '@dfwiki/shared';

// The weapon's figures in the groups their provenance comes in (docs/game-data.md): damage and fire
// rate from one source, range, magazine and the ratings from another, the rest our estimates.

export type FactId =
  | 'damage'
  | 'fireRate'
  | 'range'
  | 'capacity'
  | 'recoil'
  | 'control'
  | 'stability'
  | 'hipFire'
  | 'reload'
  | 'armorPen'
  | 'mobility'
  | 'accuracy'
  | 'handling';

export interface FactGroup {
  id: 'fire' | 'base' | 'estimates';
  facts: { id: FactId; value: number | null }[];
  /** sourced: source and date given; ours: a group that can be sourced but is not (an estimate or an edit). */
  provenance: { kind: 'sourced'; source: string; asOf: string } | { kind: 'ours' } | { kind: 'estimates' };
}

const provenanceOf = (source: string | null, asOf: string | null): FactGroup['provenance'] =>
  source && asOf ? { kind: 'sourced', source, asOf } : { kind: 'ours' };

export function factGroups(weapon: Weapon): FactGroup[] {
  return [
    {
      id: 'fire',
      facts: [
        { id: 'damage', value: weapon.damage },
        { id: 'fireRate', value: weapon.fire_rate },
      ],
      provenance: provenanceOf(weapon.stats_source, weapon.stats_as_of),
    },
    {
      id: 'base',
      facts: [
        { id: 'range', value: weapon.range },
        { id: 'capacity', value: weapon.capacity },
        { id: 'recoil', value: weapon.recoil },
        { id: 'control', value: weapon.control },
        { id: 'stability', value: weapon.stability },
        { id: 'hipFire', value: weapon.hip_fire },
      ],
      provenance: provenanceOf(weapon.base_stats_source, weapon.base_stats_as_of),
    },
    {
      id: 'estimates',
      facts: [
        { id: 'reload', value: weapon.reload_time },
        { id: 'armorPen', value: weapon.armor_pen },
        { id: 'mobility', value: weapon.mobility },
        { id: 'accuracy', value: weapon.accuracy },
        { id: 'handling', value: weapon.handling },
      ],
      provenance: { kind: 'estimates' },
    },
  ];
}

/** The API's stat names of older figures, as the page names them. */
const OLDER_STAT_FACT: Record<string, FactId | undefined> = {
  damage: 'damage',
  fire_rate: 'fireRate',
  range: 'range',
  capacity: 'capacity',
  recoil: 'recoil',
  control: 'control',
  stability: 'stability',
  hip_fire: 'hipFire',
};

/**
 * Other sources' figures for the stats the page shows, newest first. Figures of stats the page
 * does not show (armour damage, muzzle velocity) are left out: there is nothing to compare them with.
 */
export function otherSourceFigures(weapon: Weapon): (OlderFigure & { fact: FactId })[] {
  return weapon.older_figures
    .flatMap((figure) => {
      const fact = OLDER_STAT_FACT[figure.stat];
      return fact ? [{ ...figure, fact }] : [];
    })
    .sort((a, b) => b.as_of.localeCompare(a.as_of));
}
