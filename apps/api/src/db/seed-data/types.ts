// Shapes of the sample data that `npm run db:seed` loads. Facts (names, damage, fire rate, prices,
// build codes) come from /work/shared/data via the generated modules beside this file; every
// description, overview and tip is written by DF Wiki.

export type CategoryName = 'Assault Rifle' | 'Battle Rifle' | 'SMG' | 'LMG' | 'Marksman Rifle' | 'Sniper Rifle' | 'Shotgun' | 'Pistol' | 'Special';
export type Tier = 'S' | 'A' | 'B' | 'C' | 'D';
export type MapName = 'Zero Dam' | 'Layali Grove' | 'Space City' | 'Brakkesh';
export type RarityId = 'common' | 'rare' | 'purple' | 'legendary' | 'unique';
export type AttachmentType = 'muzzle' | 'barrel' | 'optic' | 'other';

/** One derived TTK figure in seconds (0 means N/A). */
export interface SeedTtk { ammo_type: 'yellow' | 'blue'; target_area: 'chest' | 'head'; ttk_value: number }

export interface SeedWeapon {
  slug: string;            // URL slug, lowercase a-z0-9 and dashes, unique, e.g. 'm4a1', 'ak-12', 'm250'
  name: string;            // real in-game English name
  category: CategoryName;
  tier: Tier;
  is_new: boolean;
  description: string;     // 1-2 sentences, our own words
  overview: string;        // short paragraph, our own words
  notes: string;           // one line shown in the TTK table Notes column
  damage: number; armor_damage: number; fire_rate: number; /* rounds per minute */
  muzzle_velocity: number; range: number; /* effective range in m, estimate */
  capacity: number; reload_time: number; /* seconds, estimate */
  armor_pen: number;       // 0-100 community estimate
  mobility: number; control: number; accuracy: number; stability: number; handling: number; // 0-100
  pros: string[]; cons: string[];   // 2-4 each, short
  ttk: SeedTtk[];          // yellow+blue x chest+head, derived with deriveTtk (below)
  tags: string[];          // build tag names (from SEED_TAGS)
}

export interface SeedBuild {
  weapon_slug: string; name: string; description: string;
  rating: number;          // 1-5, one decimal
  build_code: string;      // real code from build-codes.json
  creator_name: string; creator_contributions: number;
  control: number; handling: number; stability: number; accuracy: number; range: number; // 0-100
  tags: string[];          // names from SEED_TAGS
  attachments: { name: string; type: AttachmentType }[];
  updated_at: string;      // ISO date
}

export interface SeedPriceChange { old_value: number; new_value: number; changed_at: string /* ISO */ }

export interface SeedKeycard {
  id: string;              // stable id: map prefix + slug, e.g. 'zd-administrative-duty-room', [a-z0-9-], max 64
  name: string;            // English name (translate the Chinese name faithfully; see below)
  name_cn: string;         // original Chinese name from keycards.json
  map: MapName;
  rarity: RarityId;
  durability: number;      // uses_durability, default 1
  card_value: number;      // equals the newest price_history new_value
  location: string;        // where the room is, our own words (English)
  room_info: string;       // what the room holds / why open it, our own words
  items: { item_type: string; quantity: number }[];   // item_type names from SEED_ITEM_TYPES; quantity >= 1
  difficulties: { name: 'Easy' | 'Normal' | 'Hard'; cost: number; is_available: boolean }[];
  price_history: SeedPriceChange[];  // >= 5 entries, oldest first, a chain (each old_value = previous new_value), last new_value = card_value
}
