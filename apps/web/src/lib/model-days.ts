import { useTranslation } from 'react-i18next';
import type { ArmorPiece, Round } from '@dfwiki/shared';

/** What a rounds-and-armour provenance line reads of a row: its citations and its model's day. */
export type ModelSourced = Pick<Round | ArmorPiece, 'sources' | 'model_as_of'>;

/** The distinct days the rows' model figures are stated for, oldest first (rows without one left out). */
export const modelDays = (rows: readonly ModelSourced[]): string[] =>
  [...new Set(rows.flatMap((r) => (r.model_as_of ? [r.model_as_of] : [])))].sort();

/** Names joined in the reader's language ("A, B and C"). */
export function useListJoin() {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (names: string[]) => list.format(names);
}
