import { DEFAULT_LANGUAGE, LANGUAGES } from '@dfwiki/shared/site';
import { LOCAL_STORAGE_KEYS } from '../lib/constants';
import { writeStorage } from '../lib/safe-storage';
import { localizedPath, splitLanguagePath, type LanguageCode } from '@dfwiki/shared';

export { DEFAULT_LANGUAGE, LANGUAGES };
export { isLanguage as isLanguageCode, type LanguageCode } from '@dfwiki/shared';

/**
 * Remembers the reader's choice: the server reads the `language` cookie on a first visit to `/`
 * only (every other address names its language), to send them to their language's home page.
 */
export function saveLanguage(code: LanguageCode): void {
  writeStorage(LOCAL_STORAGE_KEYS.language, code);
  document.cookie = `language=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** The address of the page being read (`location`), in another language: `/wiki/cards?x` → `/ro/wiki/cards?x`. */
export function addressIn(code: LanguageCode, location: { pathname: string; search: string; hash: string }) {
  return localizedPath(
    `${splitLanguagePath(location.pathname).path}${location.search}${location.hash}`,
    code,
  );
}

export function nextLanguage(code: string): LanguageCode {
  const index = LANGUAGES.findIndex((l) => l.code === code);
  return LANGUAGES[(index + 1) % LANGUAGES.length].code;
}
