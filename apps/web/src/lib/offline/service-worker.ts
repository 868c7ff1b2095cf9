// The service worker (built by vite.config.ts into /sw.js, with the build's app shell):
// keeps the app shell and every public page and read a player opens, so they open again offline,
// marked as saved copies. It never keeps writes, admin screens or personal answers (sw-policy.ts).
import {
  CACHES,
  NETWORK_TIMEOUT_MS,
  isStorable,
  markSavedCopy,
  offlinePage,
  pageDataOf,
  strategyFor,
  type Strategy,
} from './sw-policy';
import { SAVED_AT_HEADER } from './saved-copy';

declare const APP_SHELL: string[];

/** The parts of the worker's global scope used here (the DOM library does not describe it). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { active: unknown };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

type Kept = Exclude<Strategy, 'pass'>;

/** Keeps a copy of `response` with the time it was saved, then drops the oldest past the limit. */
async function keep(strategy: Kept, request: Request | string, response: Response) {
  const { name, limit } = CACHES[strategy];
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(name);
  await cache.put(request, new Response(body, { status: response.status, headers }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** Keeps a copy of a public answer; a failure to keep it never fails the answer. */
const keepIfStorable = (strategy: Kept, request: Request | string, response: Response) =>
  isStorable(response) ? keep(strategy, request, response.clone()).catch(() => undefined) : Promise.resolve();

/**
 * The network first (its answer kept when public). When it fails, or is slower than the timeout
 * while a saved copy exists, the saved copy; a page never saved gets the offline page.
 */
async function networkFirst(strategy: 'page' | 'read', event: FetchEvent): Promise<Response> {
  const { request } = event;
  const network = fetch(request).catch(() => undefined);
  // Kept after the answer has gone to the page, not before; the worker stays alive until it is.
  event.waitUntil(
    network.then((response) =>
      response && strategy === 'page'
        ? keepPage(request.url, response)
        : response && keepIfStorable(strategy, request, response),
    ),
  );
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  const first = await Promise.race([network, timeout]);
  if (first) return first;
  const saved = await caches.match(request, { cacheName: CACHES[strategy].name, ignoreVary: true });
  if (saved) return strategy === 'page' ? savedPage(saved) : saved;
  const late = await network; // nothing saved: wait for the network after all
  if (late) return late;
  if (strategy === 'page')
    return new Response(offlinePage(new URL(request.url).pathname), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  return Response.error();
}

/** A saved page, marked for the page to show when it was saved. */
async function savedPage(saved: Response): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_AT_HEADER) ?? '';
  const html = markSavedCopy(await saved.text(), savedAt);
  return new Response(html, { status: 200, headers: saved.headers });
}

/** Hashed files: from the cache when there, else fetched and kept. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const saved = await caches.match(event.request, { cacheName: CACHES.asset.name });
  if (saved) return saved;
  const response = await fetch(event.request);
  event.waitUntil(keepIfStorable('asset', event.request, response));
  return response;
}

/** Fetches `url` and keeps it (the app shell at install, the page a first visit opened). */
async function save(strategy: Kept, url: string) {
  const response = await fetch(url, { credentials: 'same-origin' });
  await (strategy === 'page' ? keepPage(url, response) : keepIfStorable(strategy, url, response));
}

/** Keeps a public page and, so that it can come alive offline too, its data. */
async function keepPage(url: string, response: Response) {
  if (!isStorable(response)) return;
  await Promise.allSettled([keep('page', url, response.clone()), save('read', pageDataOf(url))]);
}

worker.addEventListener('install', (event) => {
  // The first install takes over at once; an update waits until the reader chooses to reload.
  if (!worker.registration.active) void worker.skipWaiting();
  event.waitUntil(
    Promise.allSettled(APP_SHELL.map((url) => save(url.startsWith('/assets/') ? 'asset' : 'read', url))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown; assets?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void worker.skipWaiting();
  // A first visit's page and scripts were loaded before the worker ran: the page asks for them.
  if (message?.type === 'SAVE_PAGES') {
    const pages = asked(message.urls, 5, 'page');
    const assets = asked(message.assets, 100, 'asset');
    event.waitUntil(
      Promise.allSettled([
        ...pages.map((url) => save('page', url)),
        ...assets.map((url) => save('asset', url)),
      ]),
    );
  }
});

/** The addresses of a message that the worker would keep as `strategy` anyway (at most `limit`). */
function asked(list: unknown, limit: number, strategy: 'page' | 'asset'): string[] {
  if (!Array.isArray(list)) return [];
  const mode = strategy === 'page' ? 'navigate' : 'no-cors';
  return list
    .filter((url): url is string => typeof url === 'string')
    .slice(0, limit)
    .map((url) => new URL(url, origin).href)
    .filter((url) => strategyFor({ method: 'GET', mode, url }, origin) === strategy);
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  if (strategy === 'pass') return;
  event.respondWith(strategy === 'asset' ? cacheFirst(event) : networkFirst(strategy, event));
});
