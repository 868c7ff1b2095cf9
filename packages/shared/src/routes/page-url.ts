// The one spelling of a public page's address that the server renders and caches: the decoded path
// without trailing slashes, plus only the query parameters the page declares, in declared order,
// each cut to a bounded length. The browser reads the same parameters through `queryText`, so a
// page rendered from the canonical address hydrates against the reader's own URL without a mismatch.
import { matchPublicRoute, type PublicRoute } from './public-routes';

/** Longest query value a page reads or echoes (search text, a filter); longer values are cut. */
export const MAX_QUERY_TEXT = 100;

/** A query value as every page reads it: absent is '', and at most MAX_QUERY_TEXT characters. */
export const queryText = (value: string | null | undefined): string => (value ?? '').slice(0, MAX_QUERY_TEXT);

export interface CanonicalPage {
  route: PublicRoute;
  params: Record<string, string>;
  /** Path and declared query, e.g. `/wiki/cards?map=zero-dam&q=key`. */
  url: string;
}

/** The canonical address of a public page, or undefined when the path names none. */
export function canonicalPage(pathname: string, search: URLSearchParams): CanonicalPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = matchPublicRoute(path);
  if (!match) return undefined;
  const kept = new URLSearchParams();
  for (const name of match.route.query ?? []) {
    const value = search.get(name);
    if (value !== null && value !== '') kept.set(name, queryText(value));
  }
  const query = kept.toString();
  return { ...match, url: query ? `${path}?${query}` : path };
}
