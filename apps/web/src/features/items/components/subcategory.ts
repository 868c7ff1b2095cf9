import type { TFunction } from 'i18next';

/**
 * A subcategory's name: ours where we have one; a calibre ("ammo5.56x45", ".300") as the calibre
 * itself (its dots would also read as nested keys).
 */
export const subcategoryLabel = (t: TFunction, subcategory: string) =>
  /^(\.|ammo(?!Arrow))/.test(subcategory)
    ? subcategory.replace(/^ammo/, '')
    : t(`items.subcategories.${subcategory}`, { defaultValue: subcategory });
