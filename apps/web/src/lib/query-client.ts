import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

let client: QueryClient | null = null;

/** The app's single QueryClient (created on first use). */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
