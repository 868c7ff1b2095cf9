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

function reviveQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error as unknown as SerializedApiError | null;
      if (!error?.apiError) return q;
      return { ...q, state: { ...q.state, error: new ApiError(error.status, error.code, error.message) } };
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
    if (fromServer) hydrate(client, reviveQueryErrors(fromServer));
  }
  return client;
}
