import {
  bestPositions,
  weaponLevelRows,
  type BetterWhen,
  type Round,
  type Weapon,
  type ZoneTtk,
} from '@dfwiki/shared';
import type { EngineInputs } from '../../../../lib/queries/gear';
import { factGroups, type FactGroup, type FactId } from '../weapon-fact-groups';

/**
 * Which way each compared figure is better. The source gives recoil as a rating without saying
 * whether a higher one means more recoil or more control of it, so no best is marked there.
 */
const BETTER: Partial<Record<FactId, BetterWhen>> = {
  damage: 'higher',
  fireRate: 'higher',
  range: 'higher',
  capacity: 'higher',
  recoil: 'none',
  control: 'higher',
  stability: 'higher',
  hipFire: 'higher',
};

/** The groups compared: the sourced ones (our own estimates are not compared). */
const COMPARED_GROUPS = ['fire', 'base'] as const;

export interface StatRow {
  fact: FactId;
  values: (number | null)[];
  best: number[];
}

export interface StatGroup {
  id: (typeof COMPARED_GROUPS)[number];
  rows: StatRow[];
  /** Each weapon's source and date for the group, or its DF Wiki label. */
  provenance: FactGroup['provenance'][];
}

export interface TtkCell {
  round: Round;
  chest: ZoneTtk;
}

export interface TtkRow {
  level: number;
  /** Per weapon: its best round against the level, null when the weapon is not modelled or has no round. */
  cells: (TtkCell | null)[];
  best: number[];
}

export interface CompareModel {
  weapons: Weapon[];
  groups: StatGroup[];
  /** Null while the engine's inputs load. */
  ttk: { rows: TtkRow[]; modelled: boolean[] } | null;
  builds: number[];
}

function statGroup(weapons: Weapon[], id: StatGroup['id']): StatGroup {
  const groups = weapons.map((w) => factGroups(w).find((g) => g.id === id)!);
  const rows = groups[0].facts.map(({ id: fact }, i) => {
    const values = groups.map((g) => g.facts[i].value);
    return { fact, values, best: bestPositions(values, BETTER[fact] ?? 'none') };
  });
  return { id, rows, provenance: groups.map((g) => g.provenance) };
}

function ttkRows(weapons: Weapon[], inputs: EngineInputs): CompareModel['ttk'] {
  const levels = weapons.map((w) =>
    weaponLevelRows(inputs.models.find((m) => m.slug === w.slug) ?? null, inputs),
  );
  // Every modelled weapon has the same levels; none modelled gives no rows.
  const shared = levels.find((l) => l !== null) ?? [];
  const rows = shared.map(({ level }, i): TtkRow => {
    const cells = levels.map((l) => {
      const best = l?.[i]!.best;
      return best ? { round: best.round, chest: best.chest } : null;
    });
    return {
      level,
      cells,
      best: bestPositions(
        cells.map((c) => c?.chest.seconds ?? null),
        'lower',
      ),
    };
  });
  return { rows, modelled: levels.map((l) => l !== null) };
}

/**
 * The comparison of `weapons` (the page's weapon first): the sourced figures side by side with
 * the best of each row, time to kill against each armour level with each weapon's best round (the
 * engine's, chest), and the build counts.
 */
export function compareModel(weapons: Weapon[], inputs: EngineInputs | null): CompareModel {
  return {
    weapons,
    groups: COMPARED_GROUPS.map((id) => statGroup(weapons, id)),
    ttk: inputs ? ttkRows(weapons, inputs) : null,
    builds: weapons.map((w) => w.builds.length),
  };
}
