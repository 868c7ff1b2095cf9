import { DARK_THEMES, DEFAULT_LANGUAGE, DEFAULT_THEME, LANGUAGE_CODES, THEMES } from './constants';

type Theme = (typeof THEMES)[number];
type Language = (typeof LANGUAGE_CODES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Spec 5: a stored unknown or missing theme falls back to light. */
export function resolveTheme(stored: unknown): Theme {
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/** Collapsed sidebar: the theme button cycles light → dark → contrast → gaming → light. */
export function nextTheme(current: Theme): Theme {
  return THEMES[(THEMES.indexOf(current) + 1) % THEMES.length]!;
}

export function isDarkTheme(theme: Theme): boolean {
  return (DARK_THEMES as readonly string[]).includes(theme);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Unknown or missing language falls back to English (spec 4). */
export function resolveLanguage(stored: unknown): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Collapsed sidebar: a click on the language button cycles to the next language. */
export function nextLanguage(current: Language): Language {
  return LANGUAGE_CODES[(LANGUAGE_CODES.indexOf(current) + 1) % LANGUAGE_CODES.length]!;
}
