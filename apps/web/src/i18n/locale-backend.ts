import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Minimal i18next backend: GET /locales/{lng}.json (static files from apps/web/public/locales).
 * Used instead of i18next-http-backend to keep the first load under the JS budget (~4 KB less);
 * same URL scheme and behaviour (one file per language, loaded on demand, failure reported to i18next).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`/locales/${encodeURIComponent(language)}.json`, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} loading ${language}.json`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((data) => callback(null, data))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};
