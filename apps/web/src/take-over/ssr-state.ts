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

/** Whether the server rendered this page (without reading its state). */
export const hasSsrState = (): boolean => document.getElementById(SSR_STATE_ID) !== null;

/** The page's server state, read once (null for pages the server did not render). */
export function readSsrState(): SsrState | null {
  if (state === undefined) {
    // Written by our own server with JSON.stringify: no malformed case to recover from.
    const text = document.getElementById(SSR_STATE_ID)?.textContent;
    state = text ? (JSON.parse(text) as SsrState) : null;
  }
  return state;
}
