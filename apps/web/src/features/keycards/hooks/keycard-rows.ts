import { availableDifficulties, containsLabel, costPerOpen, currentValue } from '@dfwiki/shared';
import type { KeycardData } from '../api/keycards-api';

export interface KeycardRow {
  card: KeycardData;
  value: number;
  /** One entry per available difficulty. */
  costs: { name: string; cost: number }[];
  contains: 'N/A' | number;
}

/** Display values of a card: current value, cost per open per available difficulty, Contains. */
export function toKeycardRow(card: KeycardData): KeycardRow {
  const value = currentValue(card);
  return {
    card,
    value,
    costs: availableDifficulties(card).map((d) => ({
      name: d.name,
      cost: costPerOpen(value, card.durability, d.name),
    })),
    contains: containsLabel(card.items),
  };
}

/** Case-insensitive name filter (English or original name). */
export function matchesName(card: KeycardData, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return (
    card.name.toLocaleLowerCase().includes(q) || (card.name_original ?? '').toLocaleLowerCase().includes(q)
  );
}
