// The few values every page's first load needs (API address, storage keys, the site's name, its
// themes and languages), in a module of their own so the web's first-load bundle takes them
// without the other constants.

export const WIKI_NAME = 'DF Wiki';
export const API_TIMEOUT_MS = 10_000;
export const API_BASE_PATH = '/api/v1';

/**
 * Where a rendered page's data is served: its own address (with its language and query) under
 * this prefix. The page's HTML shows the data; the app fetches it when it takes the page over.
 */
export const PAGE_DATA_PREFIX = '/page-data';

/** The data address of a page address (`/ro/wiki/cards?map=x` → `/page-data/ro/wiki/cards?map=x`). */
export const pageDataHref = (address: string): string => `${PAGE_DATA_PREFIX}${address}`;

export const LOCAL_STORAGE_KEYS = {
  theme: 'app-theme',
  language: 'language',
  consent: 'cookieConsent',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

export const THEMES = ['light', 'dark', 'contrast', 'gaming'] as const;
export const DEFAULT_THEME = 'light';
/** Themes that add the `dark` class to <html>. */
export const DARK_THEMES = ['dark', 'gaming'] as const;

/**
 * Language entries; each name is written in its own language. The first is the default and lives
 * at `/…`; every other one lives under `/<code>/…` (routes/language-path.ts). A new language is
 * one entry here and its locale file.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ro', name: 'Română' },
] as const;
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE = 'en';
