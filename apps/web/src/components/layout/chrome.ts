import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { matchesMedia } from '../../lib/match-media';

/** Desktop breakpoint (Tailwind `md`): sidebar at and above it, header + bottom bar below. */
export const DESKTOP_QUERY = '(min-width: 768px)';
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Resolves once `query` matches (at once on the server, which renders both navigations). While
 * hydrating, the navigation CSS hides waits on it as unhydrated server HTML, and is then removed
 * (root-layout.tsx), so a phone never downloads the sidebar's code, nor a desktop the phone bar's.
 */
function whenShown(query: string): Promise<void> {
  if (typeof window === 'undefined' || matchesMedia(query)) return Promise.resolve();
  return new Promise((resolve) => {
    const list = window.matchMedia(query);
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });
}

export const LazySidebar = lazyWithPreload(() =>
  whenShown(DESKTOP_QUERY).then(() => import('./sidebar').then((m) => m.Sidebar)),
);
export const LazyMobileChrome = lazyWithPreload(() =>
  whenShown(PHONE_QUERY).then(() => import('./mobile-chrome').then((m) => m.MobileChrome)),
);
export const LazyFooter = lazyWithPreload(() => import('./footer').then((m) => m.Footer));

/** Called before the first render (or hydration), for the navigation this screen shows. */
export function preloadChrome(): Promise<unknown> {
  return matchesMedia(DESKTOP_QUERY) ? LazySidebar.preload() : LazyMobileChrome.preload();
}
