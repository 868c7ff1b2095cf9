// What the service worker keeps for offline reading, and how. Pure functions, so the rules are
// tested without a browser (sw-policy.test.ts); service-worker.ts wires them to the worker's events.
import { pageDataHref } from '@dfwiki/shared/site';
import { SAVED_COPY_ATTRIBUTE, isPrivatePath } from './saved-copy';

/** How one request is answered: `pass` leaves it to the browser, untouched. */
export type Strategy = 'page' | 'asset' | 'read' | 'pass';

/** The caches, each bounded (the oldest entries go first). */
export const CACHES = {
  page: { name: 'dfwiki-pages', limit: 60 },
  asset: { name: 'dfwiki-assets', limit: 200 },
  read: { name: 'dfwiki-reads', limit: 150 },
} as const;

/** Waiting longer than this for the network, a saved copy is shown instead (a weak signal in a match). */
export const NETWORK_TIMEOUT_MS = 4000;

export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin || isPrivatePath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset'; // hashed names: a name never changes content
  if (url.pathname === '/sw.js') return 'pass';
  return 'read';
}

/**
 * Whether an answer may be kept: only what the server marks `public` (the same answer for every
 * reader), complete and not a redirect. Personal answers are `private` or `no-store` by the server's
 * own rules, so they are never kept, whoever is signed in.
 */
export function isStorable(response: { status: number; type: string; headers: Headers }): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private)\b/.test(cacheControl);
}

/**
 * The data a kept page needs to come alive offline: the app fetches it from here when the reader
 * first uses the page (the page's HTML shows it, but does not carry it).
 */
export const pageDataOf = (pageUrl: string): string => {
  const url = new URL(pageUrl);
  return new URL(pageDataHref(url.pathname + url.search), url.origin).href;
};

/** A saved page's HTML marked as a saved copy from `savedAt`, for the page to say so. */
export function markSavedCopy(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^0-9TZ:.+-]/g, '');
  return html.replace(/<html\b/i, () => `<html ${SAVED_COPY_ATTRIBUTE}="${safe}"`);
}

/** The page shown offline for a page never opened on this device, in the language of its address. */
export function offlinePage(pathname: string): string {
  const ro = pathname === '/ro' || pathname.startsWith('/ro/');
  const text = ro
    ? {
        lang: 'ro',
        title: 'Ești offline',
        body: 'Această pagină nu a fost deschisă pe acest dispozitiv, așa că nu are o copie salvată. Paginile citite înainte se pot deschide și fără conexiune.',
        home: 'Pagina principală',
        href: '/ro',
      }
    : {
        lang: 'en',
        title: 'You are offline',
        body: 'This page has not been opened on this device, so there is no saved copy of it. Pages you read before still open without a connection.',
        home: 'Home page',
        href: '/',
      };
  return `<!doctype html><html lang="${text.lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${text.title} · DF Wiki</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${text.title}</h1><p>${text.body}</p><p><a href="${text.href}">${text.home}</a></p></main></html>`;
}
