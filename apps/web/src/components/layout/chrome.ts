import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { matchesMedia } from '../../lib/match-media';

/** Desktop breakpoint (Tailwind `md`): sidebar at and above it, header + bottom bar below. */
export const DESKTOP_QUERY = '(min-width: 768px)';
const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Resolves once `query` matches (at once on the server, which renders both navigations). Until
 * then the navigation CSS hides stays server HTML that is never hydrated, so a phone does not
 * download the sidebar's code, nor a desktop the phone bar's; resizing loads it when it shows.
 */
function whenShown(query: string): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function' || matchesMedia(query))
    return Promise.resolve();
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

/**
 * Resolves once the server-rendered footer comes near the viewport (at once when there is none to
 * wait for): its HTML is there from the start, its code only when the reader gets close to it.
 */
function whenFooterNear(): Promise<void> {
  const footer = typeof document === 'undefined' ? null : document.querySelector('[data-site-footer]');
  if (!footer || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '400px' },
    );
    observer.observe(footer);
  });
}

export const LazySidebar = lazyWithPreload(() =>
  whenShown(DESKTOP_QUERY).then(() => import('./sidebar').then((m) => m.Sidebar)),
);
export const LazyMobileChrome = lazyWithPreload(() =>
  whenShown(PHONE_QUERY).then(() => import('./mobile-chrome').then((m) => m.MobileChrome)),
);
export const LazyFooter = lazyWithPreload(() =>
  whenFooterNear().then(() => import('./footer').then((m) => m.Footer)),
);

/** Called before the first render (or hydration), for the navigation this screen shows. */
export function preloadChrome(): Promise<unknown> {
  return matchesMedia(DESKTOP_QUERY) ? LazySidebar.preload() : LazyMobileChrome.preload();
}
