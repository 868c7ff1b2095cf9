import type { LoaderFunctionArgs, RouterContextProvider, ShouldRevalidateFunctionArgs } from 'react-router';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { PageHeadOf } from './page-head';
import { queryClientOf } from '../take-over/query-client';

/** One read of a page: the same options its component passes to useQuery. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own data and key types
type PageQuery = UseQueryOptions<any, Error, any, any>;

/** What a page's reads are built from: its path parameters and its query string. */
export interface PageReadsArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export type PageReads = (args: PageReadsArgs) => readonly PageQuery[];

/** The route properties a page's data needs (spread into its route by the router). */
export interface PageData {
  loader: (args: LoaderFunctionArgs) => Promise<null>;
  shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => boolean;
  /** The page's head from its data, read by the server renderer after the loader ran. */
  handle?: { head: PageHeadOf };
}

const keysOf = (reads: PageReads, params: PageReadsArgs['params'], url: URL) =>
  JSON.stringify(reads({ params, search: url.searchParams }).map((q) => q.queryKey));

/**
 * The one declaration of a page's data. Its loader puts each read in the QueryClient (the
 * server's per-request one, else the browser's), and the page reads the same options from there.
 * A failed read stays in the cache as an error, so the page shows its own message. The loader
 * runs again only when the reads change: a filter in the query string does not wait on it.
 * `head` names the page from what its reads found (its title in search results and link previews).
 */
export function pageLoader(reads: PageReads, options: { head?: PageHeadOf } = {}): PageData {
  return {
    ...(options.head && { handle: { head: options.head } }),
    async loader({ params, request, context }) {
      const queryClient = queryClientOf(context as RouterContextProvider);
      const search = new URL(request.url).searchParams;
      await Promise.all(
        reads({ params, search }).map((query) =>
          queryClient.ensureQueryData({ ...query, retry: false }).catch(() => undefined),
        ),
      );
      // null, not undefined: the router's hydration state must show this route as loaded.
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl, currentParams, nextParams }) =>
      keysOf(reads, currentParams, currentUrl) !== keysOf(reads, nextParams, nextUrl),
  };
}
