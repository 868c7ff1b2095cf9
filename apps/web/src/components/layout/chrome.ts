import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { matchesMedia } from '../../lib/use-media-query';

/** Desktop breakpoint (Tailwind `md`): sidebar at and above it, header + bottom bar below. */
export const DESKTOP_QUERY = '(min-width: 768px)';

// Both navigations are in the page (CSS shows one); the code of the one on screen loads before
// the first render, the other's after it.
export const LazySidebar = lazyWithPreload(() => import('./sidebar').then((m) => m.Sidebar));
export const LazyMobileChrome = lazyWithPreload(() => import('./mobile-chrome').then((m) => m.MobileChrome));
export const LazyFooter = lazyWithPreload(() => import('./footer').then((m) => m.Footer));

/** Called before the first render (or hydration), for the navigation this screen shows. */
export function preloadChrome(): Promise<unknown> {
  return matchesMedia(DESKTOP_QUERY) ? LazySidebar.preload() : LazyMobileChrome.preload();
}
