import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';
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

let client: QueryClient | null = null;

/** The app's single QueryClient (created on first use, holding the data the server rendered with). */
export function getQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    // Read once, by the first client: later reads are the browser's own.
    const fromServer = readSsrState()?.queries;
    if (fromServer) hydrate(client, reviveQueries(fromServer));
  }
  return client;
}
