/**
 * Client-side constants from the spec (sections 3 and 9).
 * Kept local instead of importing @dfwiki/shared so the first-load bundle does not pull in zod
 * into the first load (measured: +0.4 KB with 1 KB of budget left). constants.test.ts keeps the copies equal.
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
