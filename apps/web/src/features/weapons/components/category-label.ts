import type { TFunction } from 'i18next';
import { categorySlug } from '@dfwiki/shared';

/** Category name in the reader's language (falls back to the API's English name). */
export function categoryLabel(t: TFunction, name: string): string {
  return t(`weapons.categoryNames.${categorySlug(name)}`, { defaultValue: name });
}
