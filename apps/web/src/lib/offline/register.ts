// Starts the service worker (lib/offline/service-worker.ts) after the page is up, and reports what
// the reader should know: that the page is a saved copy, or that a new version is ready.
import { SAVED_COPY_ATTRIBUTE } from './saved-copy';
import { updateOfflineState } from './offline-state';

export function startOfflineReading(): void {
  const savedAt = document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE);
  if (savedAt) updateOfflineState({ savedAt });
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const firstVisit = !workers.controller;
  let updating = false;

  const offer = (waiting: ServiceWorker) =>
    updateOfflineState({
      applyUpdate: () => {
        updating = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
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
      // The page of a first visit came before the worker: ask it to keep this page too.
      if (firstVisit)
        void workers.ready.then((ready) =>
          ready.active?.postMessage({ type: 'SAVE_PAGES', urls: [window.location.href] }),
        );
    })
    .catch(() => undefined); // no worker (private mode, old browser): the site works as before
}
