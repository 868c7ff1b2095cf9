// What a page runs before it is used (main.tsx calls it, and nothing else runs before use). A page
// the server rendered starts the app on first use (first-use.ts), or on a desktop when the browser
// is idle; any other page (the admin area, the development server) starts it at once.
// See docs/decisions/024-app-starts-on-first-use.md.
import { startOnFirstUse, takeEarlyEvents } from './first-use';
import { loadFullStylesheet } from './full-stylesheet';
import { hasSsrState, loadPageData } from './ssr-state';
import { whenIdle } from './when-idle';

/** A desktop with a mouse has time to spare and readers who press Ctrl+K first: it starts when idle. */
const DESKTOP = '(pointer: fine) and (min-width: 64rem)';

/** Decides when `startApp` runs (it loads the app and resolves once the app has taken over). */
export function startPage(startApp: () => Promise<void>): void {
  if (hasSsrState()) {
    // The page's data and whole stylesheet load beside the app's code, not after it (the app
    // waits for all three).
    const begin = startOnFirstUse(() => {
      loadPageData().catch(() => undefined);
      void loadFullStylesheet();
      return startApp();
    });
    if (window.matchMedia(DESKTOP).matches) whenIdle(begin);
  } else {
    // Nothing waits for the events the boot script keeps: the app starts now.
    takeEarlyEvents();
    void startApp();
  }

  // Offline reading is not needed for the first paint: it starts a few seconds later, when idle.
  if (import.meta.env.PROD)
    setTimeout(
      () => whenIdle(() => void import('../lib/offline/register').then((m) => m.startOfflineReading())),
      3000,
    );
}
