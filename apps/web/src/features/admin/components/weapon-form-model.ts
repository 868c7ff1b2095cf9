import {
  AMMO_TYPES,
  TARGET_AREAS,
  type AmmoType,
  type TargetArea,
  WEAPON_RATINGS,
  WEAPON_STATS,
  type Weapon,
  type WeaponInput,
  type WeaponReplaceRaw,
  type WeaponRating,
  type WeaponStat,
} from '@dfwiki/shared';
import { toInt, toNumber } from '../../../lib/form-numbers';

export type TtkKey = `${AmmoType}.${TargetArea}`;
export const ttkKey = (ammo: AmmoType, area: TargetArea): TtkKey => `${ammo}.${area}`;

/** The fields the form edits as the API takes them; the rest are kept as typed text or lists. */
type WeaponAsSent = Pick<WeaponInput, 'tier' | 'description' | 'image_url' | 'is_new' | 'overview' | 'notes'>;

/** Every number box of the stats section: the stats, and the ratings that may be empty (no figure). */
export type WeaponStatField = WeaponStat | WeaponRating;
const STAT_FIELDS: readonly WeaponStatField[] = [...WEAPON_STATS, ...WEAPON_RATINGS];
const isRating = (field: WeaponStatField): field is WeaponRating =>
  (WEAPON_RATINGS as readonly string[]).includes(field);

export interface WeaponFormValues extends WeaponAsSent {
  name: string;
  category_id: string;
  stats: Record<WeaponStatField, string>;
  ttk: Record<TtkKey, string>;
  pros: string[];
  cons: string[];
  tag_ids: number[];
}

export function weaponFormValues(weapon?: Weapon): WeaponFormValues {
  // An empty rating box means "no figure" (null), a stat box starts at 0.
  const stats = Object.fromEntries(
    STAT_FIELDS.map((s) => [s, String(weapon?.[s] ?? (isRating(s) ? '' : 0))]),
  ) as Record<WeaponStatField, string>;
  const ttk = {} as Record<TtkKey, string>;
  for (const ammo of AMMO_TYPES)
    for (const area of TARGET_AREAS) {
      const value = weapon?.ttk_values.find((v) => v.ammo_type === ammo && v.target_area === area)?.ttk_value;
      ttk[ttkKey(ammo, area)] = String(value ?? 0);
    }
  return {
    name: weapon?.name ?? '',
    category_id: weapon ? String(weapon.category_id) : '',
    tier: weapon?.tier ?? 'C',
    description: weapon?.description ?? '',
    image_url: weapon?.image_url ?? null,
    is_new: weapon?.is_new ?? false,
    overview: weapon?.overview ?? '',
    notes: weapon?.notes ?? '',
    stats,
    ttk,
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
 * WeaponReplaceSchema); POST takes the same shape. Numbers parse with NaN → 0; TTK values are kept
 * to 0.01 s and only positive ones are sent (0 = N/A). Builds are left out so the PUT keeps the
 * weapon's builds as they are.
 */
export function weaponInput(v: WeaponFormValues): WeaponReplaceRaw & { tag_ids: number[] } {
  const stat = (s: WeaponStat) => Math.max(0, s === 'capacity' ? toInt(v.stats[s]) : toNumber(v.stats[s]));
  const rating = (r: WeaponRating) => (v.stats[r].trim() === '' ? null : Math.max(0, toNumber(v.stats[r])));
  const ttk_values = AMMO_TYPES.flatMap((ammo_type) =>
    TARGET_AREAS.map((target_area) => ({
      ammo_type,
      target_area,
      ttk_value: Math.round(toNumber(v.ttk[ttkKey(ammo_type, target_area)]) * 100) / 100,
    })),
  ).filter((entry) => entry.ttk_value > 0);
  const list = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);
  return {
    name: v.name.trim(),
    category_id: Number(v.category_id),
    tier: v.tier,
    description: v.description,
    image_url: v.image_url,
    is_new: v.is_new,
    overview: v.overview,
    notes: v.notes,
    ...(Object.fromEntries(WEAPON_STATS.map((s) => [s, stat(s)])) as Record<WeaponStat, number>),
    ...(Object.fromEntries(WEAPON_RATINGS.map((r) => [r, rating(r)])) as Record<WeaponRating, number | null>),
    pros: list(v.pros),
    cons: list(v.cons),
    ttk_values,
    tag_ids: v.tag_ids,
  };
}

/**
 * Maps an API error path of a sent body to the form's field: `ttk_values.3.ttk_value` names the
 * fourth *sent* TTK entry, which is a cell of the grid (`ttk.blue.head`).
 */
export function weaponErrorField(body: ReturnType<typeof weaponInput>) {
  return (path: string): string => {
    const match = /^ttk_values\.(\d+)/.exec(path);
    const entry = match ? body.ttk_values[Number(match[1])] : undefined;
    return entry ? `ttk.${ttkKey(entry.ammo_type, entry.target_area)}` : path;
  };
}
