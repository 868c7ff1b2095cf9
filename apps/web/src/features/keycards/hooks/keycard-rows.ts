import {
  availableDifficulties,
  containsLabel,
  costPerOpen,
  currentValue,
  type Keycard,
} from '@dfwiki/shared';

export interface KeycardRow {
  card: Keycard;
  value: number;
  /** One entry per available difficulty. */
  costs: { name: string; cost: number }[];
  contains: 'N/A' | number;
}

/** Display values of a card: current value, cost per open per available difficulty, Contains. */
export function toKeycardRow(card: Keycard): KeycardRow {
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
export function matchesName(card: Keycard, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return (
    card.name.toLocaleLowerCase().includes(q) || (card.name_original ?? '').toLocaleLowerCase().includes(q)
  );
}
