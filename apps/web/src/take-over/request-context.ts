import { createContext, useContext } from 'react';
import { createContext as createRouterContext, type RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where a server render keeps its own QueryClient: the request's router context, which its loaders
 * get as `context`. The browser sets nothing here and uses its single client. Read it only through
 * `queryClientOf` (query-client.ts). A module of its own, without TanStack Query's code, because
 * the app shell provides it and Home's first use does not download TanStack Query.
 */
export const queryClientContext = createRouterContext<QueryClient | null>(null);

/** The request's router context, handed to the components of a server render (null in the browser). */
export const RequestContext = createContext<Readonly<RouterContextProvider> | null>(null);

/** The router context of this render, as its loaders see it: null in the browser. */
export const useRequestContext = () => useContext(RequestContext);
