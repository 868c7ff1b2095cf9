// A page's language is its address (`/ro/…`, routes/language-path.ts in the shared package). Only a
// first visit to `/` asks for the reader's: their saved choice (the `language` cookie the switcher
// sets), else the browser's Accept-Language, else English.
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from '@dfwiki/shared';

export type PageLanguage = LanguageCode;

/** Best supported language of an Accept-Language header ('ro-RO,ro;q=0.9,en;q=0.8' gives ro). */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.find((r) => isLanguage(r.lang))?.lang as PageLanguage | undefined;
}

export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
