import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { IDLE_PREFETCH_PATHS } from '../../app/routes-meta';
import { prefetchWhenIdle } from '../../app/prefetch';
import { cx } from '../../lib/cx';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { MobileNav } from './mobile-nav';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Public shell: skip link, sidebar (desktop) or header + bottom bar (phone), main, footer, cookie banner. */
export function RootLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
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
      <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} />
      <MobileHeader />
      <div className={cx('flex min-h-dvh flex-col pb-16 transition-[padding] duration-300 ease-in-out md:pb-0 md:pl-[var(--df-sidebar-width)]')}>
        <main ref={mainRef} id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-10 sm:px-6 md:pt-10 lg:px-8">
          <Outlet />
        </main>
        <Footer />
      </div>
      <MobileNav />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
