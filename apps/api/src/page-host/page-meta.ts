// The <head> tags the server writes into a page, so search engines and link previews see real text
// before any JavaScript runs. A rendered page brings its own title and description, named from its
// data by the renderer (which also answers its status); the words here, from the route registry
// and the web app's locale files, are only for the app shell sent without a render.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  isMemberPath,
  LANGUAGE_CODES,
  localizedPath,
  matchPublicRoute,
  PUBLIC_ROUTES,
  type LanguageCode,
} from '@dfwiki/shared';
import { webLocalesFolder } from '../paths';

export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
  /** The languages the page exists in, when not every one (a player's guide): see pageLanguages. */
  languages?: readonly string[];
  /** An Atom feed of the page's content (recent changes): its title and root-relative path. */
  feed?: { title: string; href: string };
}

const SITE = 'DF Wiki';

/** The `meta.<id>.title|description` strings of one language, read from the web app's locale file. */
export type MetaStrings = Record<string, { title?: string; description?: string } | undefined>;

/** Reads the meta strings of `lang` from the built app, else from the web source (tests, dev). */
export function loadMetaStrings(distFolder: string, lang: string): MetaStrings {
  for (const folder of [path.join(distFolder, 'locales'), webLocalesFolder]) {
    try {
      const file = JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8')) as {
        meta?: MetaStrings;
      };
      if (file.meta) return file.meta;
    } catch {
      // missing or unreadable: try the next folder
    }
  }
  return {};
}

const lookup = (strings: MetaStrings, key: string): string | undefined => {
  const [, id, field] = key.split('.') as [string, string, 'title' | 'description'];
  return strings[id]?.[field];
};

/** The registry's words for a page sent as the app shell (no render, so no data to name it from). */
export function metaFor(pathname: string, adminLoginPath: string, strings: MetaStrings): PageMeta {
  const home = PUBLIC_ROUTES.find((r) => r.path === '/')!;
  const defaultDescription = lookup(strings, home.descriptionKey) ?? SITE;
  const match = matchPublicRoute(pathname);
  if (match) {
    const { route } = match;
    const title = lookup(strings, route.titleKey);
    return {
      title: route.path === '/' || !title ? SITE : `${title} · ${SITE}`,
      description: lookup(strings, route.descriptionKey) ?? defaultDescription,
    };
  }
  if (
    pathname === adminLoginPath ||
    pathname === '/admin-register' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  ) {
    return { title: `Admin · ${SITE}`, description: defaultDescription, noindex: true };
  }
  return { title: SITE, description: defaultDescription };
}

/** Paths the client router knows besides the public pages: the admin area and a player's pages. */
export const isClientOnlyPath = (pathname: string, adminLoginPath: string): boolean =>
  pathname === adminLoginPath ||
  pathname === '/admin-register' ||
  isMemberPath(pathname) ||
  pathname === '/admin' ||
  pathname.startsWith('/admin/');

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The <head> tags of a page; `url` (its canonical address) is left out for the shared not-found page. */
export function renderHead(meta: PageMeta, url?: string): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    url === undefined ? '' : `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    meta.noindex ? `<meta name="robots" content="noindex, nofollow">` : '',
    // Only a path of this site: a render can never point readers' feed readers elsewhere.
    meta.feed?.href.startsWith('/') && !meta.feed.href.startsWith('//')
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.href)}">`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The languages a page exists in: every language, unless its render named fewer (a player's guide
 * exists only in the one it was written in). Names that are no language of the site are dropped;
 * none left means every language.
 */
export function pageLanguages(meta: Pick<PageMeta, 'languages'>): LanguageCode[] {
  const named = LANGUAGE_CODES.filter((lang) => meta.languages?.includes(lang));
  return named.length > 0 ? named : [...LANGUAGE_CODES];
}

/**
 * The language of a page's canonical address when read in `lang`: that language if the page exists
 * in it, else the first it exists in (a Romanian guide read at its English address is the Romanian page).
 */
export function canonicalLanguage(meta: Pick<PageMeta, 'languages'>, lang: LanguageCode): LanguageCode {
  const languages = pageLanguages(meta);
  return languages.includes(lang) ? lang : languages[0]!;
}

/**
 * The page's address in each language it exists in (every language unless `languages` names
 * fewer), and `x-default` for readers of any other (the default language's address, or the first
 * language the page exists in): one <link rel="alternate" hreflang> each. `origin` is PUBLIC_URL,
 * or '' when unset (root-relative: the Host header may be forged and pages are kept for everyone).
 */
export function alternateLinks(
  origin: string,
  pathname: string,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): string {
  const link = (hreflang: string, lang: LanguageCode) =>
    `\n    <link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(pathname, lang))}">`;
  const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0]!;
  return languages.map((lang) => link(lang, lang)).join('') + link('x-default', fallback);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no '<' (so `</script>` or `<!--` cannot end or
 * bend the element), no '>' or '&', and no U+2028/U+2029 (line breaks to older JavaScript
 * parsers). Each becomes its \\u escape, which JSON.parse reads back as the same character.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
}

/** The server's hand-over to hydration (read by the web's take-over/ssr-state.ts), as non-executing JSON. */
export function renderStateScript(state: unknown): string {
  return `<script type="application/json" id="ssr-state">${scriptSafeJson(state)}</script>`;
}

/** The runtime config as non-executing JSON. */
export function renderConfigScript(config: Record<string, unknown>): string {
  return `<script type="application/json" id="app-config">${scriptSafeJson(config)}</script>`;
}
