// Where each language lives in the URL: the default language at `/…`, every other one under
// `/<code>/…`. The server, the router, the sitemap and the language switcher all go through these,
// so a page's language is known from its address alone.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../domain/site';

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isLanguage = (value: unknown): value is LanguageCode =>
  LANGUAGE_CODES.includes(value as LanguageCode);

/** The path prefix of a language: '' for the default one, '/ro' for Romanian. */
export const languagePrefix = (lang: LanguageCode): string => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/**
 * The language a path is in and the path within it: `/ro/wiki/cards` gives ro and `/wiki/cards`,
 * `/ro` gives ro and `/`. A path without a language prefix is in the default language.
 */
export function splitLanguagePath(pathname: string): { lang: LanguageCode; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const code = first?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguage(code)) return { lang: code, path: first[2] ?? '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname };
}

/** `path` (with its query) in `lang`: `/wiki/cards?map=x` in ro is `/ro/wiki/cards?map=x`, home is `/ro/`. */
export function localizedPath(path: string, lang: LanguageCode): string {
  return `${languagePrefix(lang)}${path}`;
}
