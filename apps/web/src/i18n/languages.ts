import { LOCAL_STORAGE_KEYS } from '../lib/constants';
import { readStorage, writeStorage } from '../lib/safe-storage';

/** Language entries (spec section 3: code, name). Names are shown in their own language. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ro', name: 'Română' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/** Stored language, or en when missing, unknown or unreadable. */
export function readStoredLanguage(): LanguageCode {
  const stored = readStorage(LOCAL_STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function saveLanguage(code: LanguageCode): void {
  writeStorage(LOCAL_STORAGE_KEYS.language, code);
}

export function nextLanguage(code: string): LanguageCode {
  const index = LANGUAGES.findIndex((l) => l.code === code);
  return LANGUAGES[(index + 1) % LANGUAGES.length].code;
}
