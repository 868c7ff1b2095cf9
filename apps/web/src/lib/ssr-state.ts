// What the server hands over with a rendered page, as one <script type="application/json"
// id="ssr-state"> block (JSON never executes, so the CSP needs nothing for it): the language and
// time it rendered with, the router's state and the data the page read (dehydrated TanStack Query
// state). See docs/decisions/002-server-rendering.md.
import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  lang: string;
  /** Server render time, ms since epoch: time-dependent views hydrate with it. */
  now: number;
  router: HydrationState;
  queries: DehydratedState;
}

let state: SsrState | null | undefined;

/** The page's server state, read once (null for pages the server did not render). */
export function readSsrState(doc: Document = document): SsrState | null {
  if (state !== undefined) return state;
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  try {
    state = text ? (JSON.parse(text) as SsrState) : null;
  } catch (error) {
    console.warn('Ignoring malformed server state', error);
    state = null;
  }
  return state;
}

/** Hands the server's query data to the client's QueryClient once; later calls get nothing. */
export function takeSsrQueries(): DehydratedState | undefined {
  const queries = readSsrState()?.queries;
  if (state) state = { ...state, queries: { queries: [], mutations: [] } };
  return queries;
}
