import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { matchesMedia } from '../../lib/use-media-query';

/** Desktop breakpoint (Tailwind `md`): sidebar at and above it, header + bottom bar below. */
export const DESKTOP_QUERY = '(min-width: 768px)';

// Each viewport downloads only its own navigation code.
export const LazySidebar = lazyWithPreload(() => import('./sidebar').then((m) => m.Sidebar));
export const LazyMobileChrome = lazyWithPreload(() => import('./mobile-chrome').then((m) => m.MobileChrome));
export const LazyFooter = lazyWithPreload(() => import('./footer').then((m) => m.Footer));

/** Called before the first render so the navigation is there on first paint. */
export function preloadChrome(): Promise<unknown> {
  return matchesMedia(DESKTOP_QUERY) ? LazySidebar.preload() : LazyMobileChrome.preload();
}
