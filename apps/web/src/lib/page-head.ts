// A page's <head> words (title and description, the og tags repeat them) come from the same data
// its loader read, so whoever decides that a page exists also names it: the server renderer
// (entry-server.tsx) answers a page's status and head from one render. See
// docs/decisions/027-page-host.md.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '@dfwiki/shared';
import { formatDocumentTitle } from './use-document-title';

/** A page's own words for its head: its title (without the site name) and, if it has one, its description. */
export interface PageHead {
  title: string;
  description?: string;
  /**
   * The languages the page exists in, when not every language: a player's guide is only in the
   * one it was written in. The server then lists only these in the hreflang links, and the
   * canonical address is in the first of them unless the page's own language is one.
   */
  languages?: readonly LanguageCode[];
  /** A feed of the page's content (an Atom `<link rel="alternate">`): its title and root-relative path. */
  feed?: PageFeed;
}

export interface PageFeed {
  title: string;
  href: string;
}

export interface PageHeadArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The data one of the page's reads found, or undefined when it found nothing. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the read's other types do not matter here
  read: <T>(query: UseQueryOptions<T, Error, any, any>) => T | undefined;
  t: TFunction;
  /** The page's language (for dates and numbers in its words). */
  lang: string;
}

/** A page's head from its data; undefined to keep the words the route registry names. */
export type PageHeadOf = (args: PageHeadArgs) => PageHead | undefined;

/** The head the server writes: the whole title and the description. */
export interface RenderedHead {
  title: string;
  description: string;
  /** Only when the page exists in fewer than every language (PageHead.languages). */
  languages?: readonly LanguageCode[];
  feed?: PageFeed;
}

/** The page's head with the site name, falling back to `fallback` (the registry's words) for what the page leaves out. */
export function renderedHead(
  own: PageHead | undefined,
  fallback: PageHead & { home?: boolean },
): RenderedHead {
  const title = own?.title ?? (fallback.home ? undefined : fallback.title);
  return {
    title: formatDocumentTitle(title),
    description: (own?.description ?? fallback.description ?? '').slice(0, 300),
    ...(own?.languages && { languages: own.languages }),
    ...(own?.feed && { feed: own.feed }),
  };
}
