// Starts the service worker (lib/offline/service-worker.ts) after the page is up, and reports what
// the reader should know: that a new version is ready.
import { updateOfflineState } from './offline-state';

/** How long "Reload" waits for the new version to take control before it reloads anyway. */
const UPDATE_WAIT_MS = 3000;

export function startOfflineReading(): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const firstVisit = !workers.controller;
  let updating = false;

  const offer = (waiting: ServiceWorker) =>
    updateOfflineState({
      applyUpdate: () => {
        updating = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
        // The new version takes control once the old one has finished what it was doing, which a
        // busy browser can put off for long: the reader who asked is not kept waiting for it.
        window.setTimeout(() => window.location.reload(), UPDATE_WAIT_MS);
      },
    });
  // Only a version the reader chose reloads the page (the first install also takes control).
  workers.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });

  workers
    .register('/sw.js')
    .then((registration) => {
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const incoming = registration.installing;
        incoming?.addEventListener('statechange', () => {
          if (incoming.state === 'installed' && workers.controller) offer(incoming);
        });
      });
      // A reader who keeps the tab open for days still hears of new versions.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
      // The page of a first visit, and the scripts it ran, came before the worker: ask it to keep
      // them too, or the saved page could not start offline.
      if (firstVisit)
        void workers.ready.then((ready) =>
          ready.active?.postMessage({
            type: 'SAVE_PAGES',
            urls: [window.location.href],
            assets: loadedAssets(),
          }),
        );
    })
    .catch(() => undefined); // no worker (private mode, old browser): the site works as before
}

/** The hashed files this page has loaded so far (its scripts and their chunks). */
const loadedAssets = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
