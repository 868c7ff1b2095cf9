import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { SkipLink } from '../../../components/layout/skip-link';
import { useSidebarCollapsed } from '../../../components/layout/use-sidebar-collapsed';
import { DESKTOP_QUERY } from '../../../components/layout/chrome';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ButtonLink } from '../../../components/ui/button';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useNoIndex } from '../../../lib/use-no-index';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminMobileBar } from '../components/admin-mobile-bar';
import { AdminSidebar } from '../components/admin-sidebar';
import { useSession } from '../../../lib/queries/session';
import { pathTo } from '@dfwiki/shared';

/**
 * Protected wrapper of /admin/*: token check pending → spinner, invalid → '/',
 * valid → the admin shell. A plain 'user' account is refused. Admin pages are never indexed.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  useNoIndex();
  const session = useSession();

  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-page">
        <Spinner size="lg" label={t('admin.session.checking')} />
      </div>
    );
  }
  const user = session.data?.isValid ? session.data.user : null;
  if (!user) return <Navigate to={pathTo('home')} replace />;
  if (user.role.name === 'user') return <NoPermission />;
  return <AdminShell />;
}

function AdminShell() {
  const [collapsed, toggle] = useSidebarCollapsed();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="min-h-dvh bg-page text-fg">
      <SkipLink />
      {isDesktop ? <AdminSidebar collapsed={collapsed} onToggle={toggle} /> : <AdminMobileBar />}
      <div className="transition-[padding] duration-300 ease-in-out md:pl-[var(--df-sidebar-width)]">
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6 md:pt-10 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function NoPermission() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.session.noPermissionTitle'));
  return (
    <main id="main-content" className="mx-auto flex min-h-dvh max-w-lg items-center bg-page px-4 text-fg">
      <EmptyState
        className="w-full"
        icon={<ShieldAlert size={36} />}
        title={t('auth.login.noPermission')}
        action={<ButtonLink to={pathTo('home')}>{t('notFound.home')}</ButtonLink>}
      />
    </main>
  );
}
