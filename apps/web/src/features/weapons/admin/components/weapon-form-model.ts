import {
  UNKNOWN_ALLOWED_STATS,
  WEAPON_RATINGS,
  WEAPON_STATS,
  type Weapon,
  type WeaponInput,
  type WeaponReplaceRaw,
  type WeaponRating,
  type WeaponStat,
} from '@dfwiki/shared';
import { toInt, toNumber } from '../../../../lib/form-numbers';

/** The fields the form edits as the API takes them; the rest are kept as typed text or lists. */
type WeaponAsSent = Pick<WeaponInput, 'description' | 'image_url' | 'is_new' | 'overview' | 'notes'>;

/** Every number box of the stats section: the stats, and the ratings that may be empty (no figure). */
export type WeaponStatField = WeaponStat | WeaponRating;
const STAT_FIELDS: readonly WeaponStatField[] = [...WEAPON_STATS, ...WEAPON_RATINGS];
/** The boxes that may stay empty: no figure (null), never a 0 that would read as one. */
const MAY_BE_EMPTY: readonly string[] = [...WEAPON_RATINGS, ...UNKNOWN_ALLOWED_STATS];
const mayBeEmpty = (field: WeaponStatField) => MAY_BE_EMPTY.includes(field);

export interface WeaponFormValues extends WeaponAsSent {
  name: string;
  category_id: string;
  stats: Record<WeaponStatField, string>;
  pros: string[];
  cons: string[];
  tag_ids: number[];
}

export function weaponFormValues(weapon?: Weapon): WeaponFormValues {
  // An empty box means "no figure" (null) where that may be; other stat boxes start at 0.
  const stats = Object.fromEntries(
    STAT_FIELDS.map((s) => [s, String(weapon?.[s] ?? (mayBeEmpty(s) ? '' : 0))]),
  ) as Record<WeaponStatField, string>;
  return {
    name: weapon?.name ?? '',
    category_id: weapon ? String(weapon.category_id) : '',
    description: weapon?.description ?? '',
    image_url: weapon?.image_url ?? null,
    is_new: weapon?.is_new ?? false,
    overview: weapon?.overview ?? '',
    notes: weapon?.notes ?? '',
    stats,
    pros: weapon?.pros.map((p) => p.attribute_text) ?? [],
    cons: weapon?.cons.map((c) => c.attribute_text) ?? [],
    tag_ids: weapon?.tags.map((tag) => tag.id) ?? [],
  };
}

export type WeaponFormErrors = Partial<Record<'name' | 'category_id', string>>;

/** Name and category required. */
export function validateWeaponForm(v: WeaponFormValues): WeaponFormErrors {
  const errors: WeaponFormErrors = {};
  if (!v.name.trim()) errors.name = 'admin.weapons.nameRequired';
  if (!v.category_id) errors.category_id = 'admin.weapons.categoryRequired';
  return errors;
}

/**
 * Form → the whole weapon body. PUT is a full replacement, so every field is sent (typed against
 * WeaponReplaceSchema); POST takes the same shape. Numbers parse with NaN → 0. TTK values are not
 * sent, nor is the rating (the API works both out), and builds are left out so the PUT keeps the weapon's builds.
 */
export function weaponInput(v: WeaponFormValues): WeaponReplaceRaw & { tag_ids: number[] } {
  const empty = (s: WeaponStatField) => mayBeEmpty(s) && v.stats[s].trim() === '';
  const stat = (s: WeaponStat) =>
    empty(s) ? null : Math.max(0, s === 'capacity' ? toInt(v.stats[s]) : toNumber(v.stats[s]));
  const rating = (r: WeaponRating) => (empty(r) ? null : Math.max(0, toNumber(v.stats[r])));
  const list = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);
  return {
    name: v.name.trim(),
    category_id: Number(v.category_id),
    description: v.description,
    image_url: v.image_url,
    is_new: v.is_new,
    overview: v.overview,
    notes: v.notes,
    ...(Object.fromEntries(WEAPON_STATS.map((s) => [s, stat(s) ?? 0])) as Record<WeaponStat, number>),
    // Damage and fire rate may be unknown: their empty box sends null.
    damage: stat('damage'),
    fire_rate: stat('fire_rate'),
    ...(Object.fromEntries(WEAPON_RATINGS.map((r) => [r, rating(r)])) as Record<WeaponRating, number | null>),
    pros: list(v.pros),
    cons: list(v.cons),
    tag_ids: v.tag_ids,
  };
}
