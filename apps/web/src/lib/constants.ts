/**
 * Client-side constants (the limits are in docs/product.md).
 * Kept local: importing them from @dfwiki/shared adds 0.4 KB to the first load (measured, with
 * 1 KB of budget left). constants.test.ts keeps the two copies equal.
 */
export const LOCAL_STORAGE_KEYS = {
  theme: 'app-theme',
  language: 'language',
  cookieConsent: 'cookieConsent',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

export const SITE_NAME = 'DF Wiki';
export const TITLE_SEPARATOR = ' · ';
export const API_BASE = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
export const ANALYTICS_TAG_BASE = 'https://www.clarity.ms/tag/';
