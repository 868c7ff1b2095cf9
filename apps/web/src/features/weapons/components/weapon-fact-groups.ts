import type { OlderFigure, Weapon } from '@dfwiki/shared';

// The weapon's figures in the groups their provenance comes in (docs/game-data.md): damage and fire
// rate from one source, range, magazine and the ratings from another, the rest our estimates.

/** The figures of each group, by the page's names for them. */
const GROUP_FACTS = {
  fire: ['damage', 'fireRate'],
  base: ['range', 'capacity', 'recoil', 'control', 'stability', 'hipFire'],
  estimates: ['reload', 'armorPen', 'mobility', 'accuracy', 'handling'],
} as const;

type GroupId = keyof typeof GROUP_FACTS;
export type FactId = (typeof GROUP_FACTS)[GroupId][number];

export interface FactGroup {
  id: GroupId;
  facts: { id: FactId; value: number | null }[];
  /** sourced: source and date given; ours: a group that can be sourced but is not (an estimate or an edit). */
  provenance: { kind: 'sourced'; source: string; asOf: string } | { kind: 'ours' } | { kind: 'estimates' };
}

type NumberField = { [K in keyof Weapon]: Weapon[K] extends number | null ? K : never }[keyof Weapon];

/** The API's field of a figure: its name in snake case, but for the reload time. */
const fieldOf = (id: FactId): NumberField =>
  id === 'reload' ? 'reload_time' : (id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as NumberField);

const provenanceOf = (source: string | null, asOf: string | null): FactGroup['provenance'] =>
  source && asOf ? { kind: 'sourced', source, asOf } : { kind: 'ours' };

const group = (weapon: Weapon, id: GroupId, provenance: FactGroup['provenance']): FactGroup => ({
  id,
  facts: GROUP_FACTS[id].map((fact) => ({ id: fact, value: weapon[fieldOf(fact)] })),
  provenance,
});

export function factGroups(weapon: Weapon): FactGroup[] {
  return [
    group(weapon, 'fire', provenanceOf(weapon.stats_source, weapon.stats_as_of)),
    group(weapon, 'base', provenanceOf(weapon.base_stats_source, weapon.base_stats_as_of)),
    group(weapon, 'estimates', { kind: 'estimates' }),
  ];
}

/** The API's stat names of older figures, as the page names them: the sourced groups' figures. */
const OLDER_STAT_FACT = new Map<string, FactId>(
  [...GROUP_FACTS.fire, ...GROUP_FACTS.base].map((fact) => [fieldOf(fact), fact]),
);

/**
 * Other sources' figures for the stats the page shows, newest first. Figures of stats the page
 * does not show (armour damage, muzzle velocity) are left out: there is nothing to compare them with.
 */
export function otherSourceFigures(weapon: Weapon): (OlderFigure & { fact: FactId })[] {
  return weapon.older_figures
    .flatMap((figure) => {
      const fact = OLDER_STAT_FACT.get(figure.stat);
      return fact ? [{ ...figure, fact }] : [];
    })
    .sort((a, b) => b.as_of.localeCompare(a.as_of));
}
