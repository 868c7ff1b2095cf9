import { useTranslation } from 'react-i18next';
import { SidebarTop } from '../../../components/layout/sidebar-top';
import { AdminNavList } from './admin-nav-list';
import { AdminPreferences } from './admin-preferences';

/** Desktop admin sidebar: 256 px, or 64 px icons only when collapsed. */
export function AdminSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="fixed inset-y-0 left-0 z-40 flex w-[var(--df-sidebar-width)] flex-col border-r border-nav-line bg-nav text-nav-fg transition-[width] duration-300 ease-in-out">
      <SidebarTop
        collapsed={collapsed}
        onToggle={onToggle}
        controls="admin-nav"
        homeLabel={t('admin.nav.homeLink')}
      >
        <span className="min-w-0">
          <span className="block truncate text-lg leading-tight font-bold tracking-tight">DF Wiki</span>{' '}
          <span className="block truncate text-xs text-fg-muted">{t('admin.nav.area')}</span>
        </span>
      </SidebarTop>
      <nav id="admin-nav" aria-label={t('admin.nav.label')} className="flex-1 overflow-y-auto px-2 py-2">
        <AdminNavList collapsed={collapsed} />
      </nav>
      <div className="border-t border-nav-line px-2 py-3">
        <AdminPreferences collapsed={collapsed} />
      </div>
    </header>
  );
}
