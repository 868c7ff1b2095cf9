// Shapes of the sample data that `npm run db:seed` loads. Facts (names, damage, fire rate, prices,
// build codes) come from the sourced game data (see docs/game-data.md); every
// description, overview and tip is written by DF Wiki.
import type { OlderFigure } from '@dfwiki/shared';
import type { CategoryName, DifficultyName, MapName, RarityId } from '../../db/seed/vocabularies';

export type Tier = 'S' | 'A' | 'B' | 'C' | 'D';

export interface SeedWeapon {
  /** URL slug, lowercase a-z0-9 and dashes, unique, e.g. 'm4a1', 'ak-12', 'm250'. */
  slug: string;
  /** Real in-game English name. */
  name: string;
  category: CategoryName;
  /** Ours: the editors' flag (weapons-editorial.json). */
  is_new: boolean;
  // Our own words (weapons-editorial.json), with the sourced figures filled in.
  description: string;
  overview: string;
  /** One line shown in the TTK table Notes column. */
  notes: string;
  pros: string[];
  cons: string[];
  /** Build tag names (from SEED_TAGS). */
  tags: string[];
  // Sourced (May 2026, stats_source): damage and fire rate null where the source has none.
  damage: number | null;
  armor_damage: number;
  /** Rounds per minute. */
  fire_rate: number | null;
  muzzle_velocity: number;
  headshot_multiplier?: number;
  // Sourced where base_stats_source is set, else our estimates (capacity: a sourced magazine if any).
  range: number;
  capacity: number;
  control: number;
  stability: number;
  recoil: number | null;
  hip_fire: number | null;
  base_stats_source: string | null;
  base_stats_as_of: string | null;
  older_figures: OlderFigure[];
  // Our estimates: no source has them.
  /** Seconds. */
  reload_time: number;
  armor_pen: number;
  mobility: number;
  accuracy: number;
  handling: number;
  /** Chinese client name (import matching); provenance of damage, fire rate and velocity. */
  name_cn: string | null;
  stats_source: string | null;
  stats_as_of: string | null;
  /** When the editors' text was last written (ISO date-time): the weapon's updated_at. */
  updated_at: string;
}

export interface SeedBuild {
  weapon_slug: string;
  name: string;
  description: string;
  /** 1-5, one decimal. */
  rating: number;
  /** Real code from build-codes.json. */
  build_code: string;
  // 0-100 each.
  control: number;
  handling: number;
  stability: number;
  accuracy: number;
  range: number;
  /** Names from SEED_TAGS. */
  tags: string[];
}

export interface SeedPriceChange {
  old_value: number;
  new_value: number;
  /** ISO date-time. */
  changed_at: string;
}

export interface SeedKeycard {
  /** Stable id: map prefix + slug, e.g. 'zd-cement-plant-office'; [a-z0-9-], max 64. */
  id: string;
  /** English name, translated from the Chinese name. */
  name: string;
  /** Original Chinese name from keycards.json. */
  name_cn: string;
  map: MapName;
  rarity: RarityId;
  /** Number of uses (sourced), default 1. */
  durability: number;
  /** Equals the newest price_history new_value; 0 when no source has a price. */
  card_value: number;
  price_source: string | null;
  /** YYYY-MM-DD. */
  price_as_of: string | null;
  /** Our English translation of the area (location_original), or ''. */
  location: string;
  location_original: string | null;
  difficulties: { name: DifficultyName; is_available: boolean }[];
  /** Change entries, oldest first, a chain (each old_value = previous new_value). */
  price_history: SeedPriceChange[];
}
