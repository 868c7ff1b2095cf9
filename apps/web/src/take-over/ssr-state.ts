// What the server hands over with a rendered page, as one <script type="application/json"
// id="ssr-state"> block (JSON never executes, so the CSP needs nothing for it): the language and
// time it rendered with, the router's state and the page's reads (dehydrated TanStack Query state)
// without their data. The HTML already shows that data, so it is not sent twice: the app fetches
// it from `dataHref` at first use, beside its own code (docs/decisions/034-page-data-on-first-use.md).
// See docs/decisions/002-server-rendering.md.
import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_STATE_ID = 'ssr-state';

/** The data of a page's reads, by query hash. */
export type ReadsData = Record<string, unknown>;

export interface SsrState {
  lang: string;
  /** Server render time, ms since epoch: time-dependent views hydrate with it. */
  now: number;
  router: HydrationState;
  /** The page's reads; each read's data is in the page data until `loadPageData` puts it back. */
  queries: DehydratedState;
  /** Where the page's data is (the same render's, from the server's page cache). */
  dataHref: string;
}

let state: SsrState | null | undefined;
let loading: Promise<void> | undefined;

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

/**
 * Fetches the page's data once and puts each read's data back into the state. The app waits for it
 * before it takes the page over; the starter begins it at first use, while the app's code loads.
 * It rejects when the data cannot be had: the page then stays as the server sent it.
 */
export function loadPageData(): Promise<void> {
  loading ??= (async () => {
    const ssr = readSsrState();
    if (!ssr?.dataHref) return;
    const res = await fetch(ssr.dataHref, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`The page's data did not load (${res.status})`);
    const data = (await res.json()) as ReadsData;
    for (const query of ssr.queries.queries)
      if (query.queryHash in data) query.state.data = data[query.queryHash];
  })().catch((error: unknown) => {
    loading = undefined; // the next use tries again
    throw error;
  });
  return loading;
}
