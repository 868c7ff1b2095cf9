import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { SkipLink } from '../../../components/layout/skip-link';
import { BrandMark } from '../../../components/layout/brand-logo';
import { useNoIndex } from '../../../lib/use-no-index';

/**
 * Placeholder admin shell (/admin/*) — the admin issue replaces it with the protected wrapper
 * (token check) and the admin sidebar. Admin pages are never indexed.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  useNoIndex();
  return (
    <div className="min-h-dvh bg-page text-fg">
      <SkipLink />
      <header className="flex h-14 items-center gap-3 border-b border-nav-line bg-nav px-4 text-nav-fg">
        <PrefetchLink to="/" aria-label={t('nav.homeLink')} className="flex items-center gap-2 rounded-lg">
          <BrandMark className="size-8" />
          <span className="font-bold">DF Wiki</span>
        </PrefetchLink>
        <span className="text-sm text-fg-muted">{t('pages.admin.area')}</span>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
