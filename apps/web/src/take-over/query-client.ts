// The query client's one way in: `queryClientOf(context)`, given the router context of the render
// (a loader's `context`, or `useRequestContext()` in a component). On the server it is the request's
// own client; in the browser, where nothing is set, the app's single client, which starts with
// the data the server rendered with.
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../lib/api-client';
import { queryClientContext } from './request-context';
import { readSsrState } from './ssr-state';

/** Shared TanStack Query client: reference data changes rarely, so keep it fresh for a minute. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** How a failed read travels in the page's JSON (an Error's own fields are not enumerable). */
interface SerializedApiError {
  apiError: true;
  status: number;
  code: ApiError['code'];
  message: string;
}

/** The server's side of the hand-over: every read, failed ones included, with errors as plain data. */
export function serializeQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error;
      if (!(error instanceof ApiError)) return q;
      const plain: SerializedApiError = {
        apiError: true,
        status: error.status,
        code: error.code,
        message: error.message,
      };
      return { ...q, state: { ...q.state, error: plain as unknown as Error } };
    }),
  };
}

/**
 * The browser's side: errors become ApiErrors again, and the data counts as read now. A kept page
 * can be up to a minute old, but every write drops it, so its data is as current as a new read
 * (without this, data older than the stale time would be read again at once).
 */
function reviveQueries(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error as unknown as SerializedApiError | null;
      const revived = error?.apiError ? new ApiError(error.status, error.code, error.message) : q.state.error;
      return { ...q, state: { ...q.state, error: revived, dataUpdatedAt: q.state.dataUpdatedAt && now } };
    }),
  };
}

let browserClient: QueryClient | null = null;

/**
 * The QueryClient of a render: the server request's own (set in `context` by entry-server.tsx),
 * else the browser's single one (created on first use, holding the data the server rendered with,
 * so the cache survives moving between pages and between the public and admin areas).
 */
export function queryClientOf(context?: Readonly<RouterContextProvider> | null): QueryClient {
  const requestClient = context?.get(queryClientContext);
  if (requestClient) return requestClient;
  if (!browserClient) {
    browserClient = createQueryClient();
    // Read once, by the first client: later reads are the browser's own.
    const fromServer = readSsrState()?.queries;
    if (fromServer) hydrate(browserClient, reviveQueries(fromServer));
  }
  return browserClient;
}
