import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { IDLE_PREFETCH_PATHS } from '../../lib/routes-meta';
import { prefetchWhenIdle } from '../../take-over/prefetch';
import { LazyCookieBanner } from '../consent/lazy-cookie-banner';
import { useMediaQuery } from '../../lib/use-media-query';
import { DESKTOP_QUERY, LazyMobileChrome, LazySidebar, PHONE_QUERY } from './chrome';
import { SiteFooter } from './site-footer';
import { NavigationProgress } from './navigation-progress';
import { LazySavedCopyNote, LazyUpdatePrompt } from './lazy-offline-notices';
import { SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The sidebar with its remembered width; its own component, so only it re-renders when that is read. */
function PublicSidebar() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  return <LazySidebar collapsed={collapsed} onToggle={toggleCollapsed} />;
}

/**
 * Navigation for one kind of screen. The server renders it for every screen (CSS shows the right
 * one); after hydration the browser keeps only the one its screen shows, so it never loads or
 * hydrates the other's code.
 */
function ForScreen({ query, children }: { query: string; children: ReactNode }) {
  const shown = useMediaQuery(query, true);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Public shell: skip link, sidebar (desktop) or header + bottom bar (phone), main, footer, cookie
 * banner. The server renders both navigations and CSS shows one (`md:`), so its HTML is right for
 * any screen before JavaScript runs.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Move focus to the new page for keyboard and screen-reader users (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => prefetchWhenIdle(IDLE_PREFETCH_PATHS), []);

  return (
    <div className="min-h-dvh bg-page text-fg">
      <SkipLink />
      <NavigationProgress />
      {/* Early in the page (it is fixed to the bottom of the screen): a first visit's largest text,
          it then paints with the page's first paint, not after the whole page is read. */}
      <LazyCookieBanner />
      <ForScreen query={DESKTOP_QUERY}>
        <PublicSidebar />
      </ForScreen>
      <ForScreen query={PHONE_QUERY}>
        <LazyMobileChrome slot="header" />
      </ForScreen>
      <div className="flex min-h-dvh flex-col pb-16 transition-[padding] duration-300 ease-in-out md:pb-0 md:pl-[var(--df-sidebar-width)]">
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-10 sm:px-6 md:pt-10 lg:px-8"
        >
          <LazySavedCopyNote />
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ForScreen query={PHONE_QUERY}>
        <LazyMobileChrome slot="nav" />
      </ForScreen>
      <LazyUpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
