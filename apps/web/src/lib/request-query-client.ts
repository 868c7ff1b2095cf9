import { createContext } from 'react';
import { createContext as createRouterContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The server renders each request with its own QueryClient and passes it down here; in the
 * browser this stays null and the app uses its single client (lib/query-client.ts). A module of
 * its own so the first load does not pull in TanStack Query.
 */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);

/** The same per-request client for route loaders (the router's context); null in the browser. */
export const requestQueryClient = createRouterContext<QueryClient | null>(null);
