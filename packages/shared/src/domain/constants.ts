// Business constants and limits (docs/product.md, Limits).

export {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  DARK_THEMES,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGE_CODES,
  LANGUAGES,
  LOCAL_STORAGE_KEYS,
  PAGE_DATA_PREFIX,
  pageDataHref,
  THEMES,
  WIKI_NAME,
} from './site';

/**
 * Keycards page tabs, in order; the first is the default. "Tide Prison" is the key source's own
 * English rendering of 潮汐监狱 (docs/game-data.md).
 */
export const MAP_TABS = ['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh', 'Tide Prison'] as const;

export const TOAST_MS = { weapon: 3000, updater: 5000 } as const;
export const MAX_IMAGE_SIDE = 1920;
export const WEBP_QUALITY = 0.8;
export { PASSWORD_MIN } from './password';
export const BUILD_DESC_PREVIEW = 60;
export const HISTORY_ROWS = 10;
export const TOP_TTK = 10;
/** Decimals a TTK is shown with everywhere (seconds); its rating is read from the figure shown. */
export const TTK_DECIMALS = 3;
export const ROTATION_REFRESH_MS = 60_000;
/** Storage slot-grid animation timings (ms) and cell size (px). */
export const STORAGE_ANIM = { start: 50, end: 1000, stagger: 800, cell: 20 } as const;

/** Gator Frenzy facts. */
export const GATOR_FRENZY = {
  rewardMultiplier: 8,
  rewardThresholds: [
    { lairs: 1, reward: 'Baby Gator Avatar' },
    { lairs: 2, reward: '3 Tactical Armament Vouchers' },
    { lairs: 5, reward: 'Aerospace ASh-12 Weapon Skin' },
  ],
  lairs: { 'Zero Dam': 2, 'Layali Grove': 4 },
} as const;

export const POLICY_LAST_UPDATED = 'May 2025';
