// Shared below features: the gear pages and their editor, the TTK calculator, the weapon TTK table
// and each weapon's TTK levels all read rounds, armour and weapon models (the TTK engine's inputs).

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import { fieldQuery, itemQuery } from '../field-query';

// Rounds and armour: small lists, answered whole (no paging). The pages read only these.

export const roundsQuery = fieldQuery<Round[]>(['ammo'], '/ammo', 'rounds');
export const roundQuery = (id: string) => itemQuery<Round>('ammo', 'round', id);
export const armorQuery = fieldQuery<ArmorPiece[]>(['armor'], '/armor', 'armor');
export const armorPieceQuery = (id: string) => itemQuery<ArmorPiece>('armor', 'piece', id);

export const useRounds = () => useQuery(roundsQuery);
export const useArmor = () => useQuery(armorQuery);

/** Every weapon's damage model: what the TTK engine needs besides rounds and armour. */
export const weaponModelsQuery = fieldQuery<WeaponModelRead[]>(
  ['weapon-models'],
  '/weapon-models',
  'weapons',
);

/** The queries of the engine's inputs, for the loaders of pages that run the engine. */
export const engineInputQueries = () => [roundsQuery, armorQuery, weaponModelsQuery];

export interface EngineInputs {
  rounds: Round[];
  armor: ArmorPiece[];
  models: WeaponModelRead[];
}

/**
 * The TTK engine's three input lists together: `inputs` is null until all have loaded; `reads` are
 * the queries, for the loading and error state and a retry.
 */
export function useEngineInputs() {
  const rounds = useQuery(roundsQuery);
  const armor = useQuery(armorQuery);
  const models = useQuery(weaponModelsQuery);
  const inputs = useMemo<EngineInputs | null>(
    () =>
      rounds.data && armor.data && models.data
        ? { rounds: rounds.data, armor: armor.data, models: models.data }
        : null,
    [rounds.data, armor.data, models.data],
  );
  return { inputs, reads: [rounds, armor, models] };
}
