import { DEFAULT_LANGUAGE, LANGUAGES } from '@dfwiki/shared/site';
import { LOCAL_STORAGE_KEYS } from '../lib/constants';
import { readStorage, writeStorage } from '../lib/safe-storage';

export { DEFAULT_LANGUAGE, LANGUAGES };
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/** The language the reader chose on this device, if any. */
export function readSavedLanguage(): LanguageCode | null {
  const stored = readStorage(LOCAL_STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : null;
}

/** Stored language, else the one the server chose for <html lang> (cookie, Accept-Language), else en. */
export function readStoredLanguage(): LanguageCode {
  const stored = readStorage(LOCAL_STORAGE_KEYS.language);
  if (isLanguageCode(stored)) return stored;
  const served = document.documentElement.lang;
  return isLanguageCode(served) ? served : DEFAULT_LANGUAGE;
}

/** The server cannot read localStorage: a `language` cookie tells it which language to render. */
function mirrorLanguageCookie(code: LanguageCode): void {
  document.cookie = `language=${code}; path=/; max-age=31536000; samesite=lax`;
}

export function saveLanguage(code: LanguageCode): void {
  writeStorage(LOCAL_STORAGE_KEYS.language, code);
  mirrorLanguageCookie(code);
}

/** Mirrors a choice saved before the cookie existed; visitors who never chose get no cookie. */
export function mirrorStoredLanguage(): void {
  const stored = readStorage(LOCAL_STORAGE_KEYS.language);
  if (isLanguageCode(stored)) mirrorLanguageCookie(stored);
}

export function nextLanguage(code: string): LanguageCode {
  const index = LANGUAGES.findIndex((l) => l.code === code);
  return LANGUAGES[(index + 1) % LANGUAGES.length].code;
}
