import type { Difficulty, Keycard, KeycardReplaceRaw, RarityId } from '@dfwiki/shared';
import { toInt } from '../../../../lib/form-numbers';

export interface KeycardItemRow {
  key: number;
  item_type_id: string;
  quantity: string;
}

export interface KeycardDifficultyRow {
  difficulty_id: number;
  name: string;
  enabled: boolean;
  is_available: boolean;
}

export interface KeycardFormValues {
  id: string;
  name: string;
  map_id: string;
  rarity_id: RarityId;
  card_value: string;
  durability: string;
  image_url: string | null;
  location_img: string | null;
  location: string;
  room_info: string;
  items: KeycardItemRow[];
  difficulties: KeycardDifficultyRow[];
}

/** Form values of a new card or of an existing one. */
export function keycardFormValues(difficulties: readonly Difficulty[], card?: Keycard): KeycardFormValues {
  return {
    id: card?.id ?? '',
    name: card?.name ?? '',
    map_id: card ? String(card.map_id) : '',
    rarity_id: (card?.rarity_id as RarityId | undefined) ?? 'common',
    card_value: String(card?.card_value ?? 0),
    durability: String(card?.durability ?? 1),
    image_url: card?.image_url ?? null,
    location_img: card?.location_img ?? null,
    location: card?.location ?? '',
    room_info: card?.room_info ?? '',
    items: (card?.items ?? []).map((item, index) => ({
      key: index + 1,
      item_type_id: String(item.item_type_id),
      quantity: String(item.quantity),
    })),
    difficulties: difficulties.map((d) => {
      const own = card?.difficulties.find((x) => x.difficulty_id === d.id);
      return {
        difficulty_id: d.id,
        name: d.name,
        enabled: own !== undefined,
        is_available: own?.is_available ?? true,
      };
    }),
  };
}

export type KeycardFormErrors = Partial<Record<'id' | 'name' | 'map_id', string>>;

/** Id, name and map required (values are translation keys). */
export function validateKeycardForm(v: KeycardFormValues): KeycardFormErrors {
  const errors: KeycardFormErrors = {};
  if (!v.id.trim()) errors.id = 'admin.cards.idRequired';
  else if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(v.id.trim())) errors.id = 'admin.cards.idFormat';
  if (!v.name.trim()) errors.name = 'admin.cards.nameRequired';
  if (!v.map_id) errors.map_id = 'admin.cards.mapRequired';
  return errors;
}

/**
 * The whole keycard body, id included (PUT is a full replacement and accepts the id when it matches
 * the path; POST needs it). Items keep quantity ≥ 1; one row per item type.
 */
export function keycardInput(v: KeycardFormValues): KeycardReplaceRaw & { id: string } {
  const seen = new Set<number>();
  const items = v.items
    .filter((row) => row.item_type_id !== '')
    .map((row) => ({ item_type_id: Number(row.item_type_id), quantity: Math.max(1, toInt(row.quantity)) }))
    .filter((row) => (seen.has(row.item_type_id) ? false : (seen.add(row.item_type_id), true)));
  return {
    id: v.id.trim(),
    name: v.name.trim(),
    map_id: Number(v.map_id),
    rarity_id: v.rarity_id,
    card_value: Math.max(0, toInt(v.card_value)),
    durability: Math.max(1, toInt(v.durability)),
    image_url: v.image_url,
    location_img: v.location_img,
    location: v.location,
    room_info: v.room_info,
    items,
    difficulties: v.difficulties
      .filter((d) => d.enabled)
      .map((d) => ({
        difficulty_id: d.difficulty_id,
        is_available: d.is_available,
      })),
  };
}
