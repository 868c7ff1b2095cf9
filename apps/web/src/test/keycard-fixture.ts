import type { Keycard } from '@dfwiki/shared';

/** A keycard as the API reads it, every field a plain value: a test passes the fields it looks at. */
export const keycardRead = (extra: Partial<Keycard> = {}): Keycard => ({
  id: 'zd-card',
  name: 'Card',
  name_original: null,
  image_url: null,
  durability: 2,
  card_value: 1000,
  map: { id: 1, name: 'Zero Dam' },
  map_id: 1,
  rarity: { id: 'rare', name: 'Rare' },
  rarity_id: 'rare',
  location_img: null,
  location: '',
  room_info: '',
  updated_at: '2025-05-01T00:00:00Z',
  version: 0,
  last_edited_at: null,
  price_history: [],
  items: [],
  difficulties: [],
  location_original: null,
  price_source: null,
  price_as_of: null,
  ...extra,
});
