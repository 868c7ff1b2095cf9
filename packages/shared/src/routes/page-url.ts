// The one spelling of a public page's address that the server renders and caches: the decoded path
// without trailing slashes, plus only the query parameters the page declares, in declared order,
// each cut to a bounded length. The browser reads the same parameters through `queryText`, so a
// page rendered from the canonical address hydrates against the reader's own URL without a mismatch.
import { matchPublicRoute } from './public-routes';

/** Longest query value a page reads or echoes (search text, a filter); longer values are cut. */
export const MAX_QUERY_TEXT = 100;

/** A query value as every page reads it: absent is '', and at most MAX_QUERY_TEXT characters. */
export const queryText = (value: string | null | undefined): string => (value ?? '').slice(0, MAX_QUERY_TEXT);

/**
 * The canonical address of a public page (`/wiki/cards?map=zero-dam&q=key`: path and declared
 * query), or undefined when the path names no page.
 */
export function canonicalPageUrl(pathname: string, search: URLSearchParams): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = matchPublicRoute(path);
  if (!match) return undefined;
  const kept = new URLSearchParams();
  for (const name of match.route.query ?? []) {
    const value = search.get(name);
    if (value !== null && value !== '') kept.set(name, queryText(value));
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
