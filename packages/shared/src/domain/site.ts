// The few values every page's first load needs (API address, storage keys, the site's name), in
// a module of their own so the web's first-load bundle takes them without the other constants.

export const WIKI_NAME = 'DF Wiki';
export const API_TIMEOUT_MS = 10_000;
export const API_BASE_PATH = '/api/v1';
export const LOCAL_STORAGE_KEYS = {
  theme: 'app-theme',
  language: 'language',
  consent: 'cookieConsent',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;
