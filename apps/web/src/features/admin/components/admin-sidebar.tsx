import { useTranslation } from 'react-i18next';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { BrandMark } from '../../../components/layout/brand-logo';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { cx } from '../../../lib/cx';
import { AdminNavList } from './admin-nav-list';
import { AdminPreferences } from './admin-preferences';

/** Desktop admin sidebar: 256 px, or 64 px icons only when collapsed. */
export function AdminSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar');
  return (
    <header className="fixed inset-y-0 left-0 z-40 flex w-[var(--df-sidebar-width)] flex-col border-r border-nav-line bg-nav text-nav-fg transition-[width] duration-300 ease-in-out">
      <div className={cx('flex items-center gap-2 px-3 pt-4 pb-3', collapsed && 'flex-col px-2')}>
        <PrefetchLink
          to="/"
          aria-label={t('nav.homeLink')}
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg p-1"
        >
          <BrandMark className="size-9" />
          {!collapsed && (
            <span className="min-w-0">
              <span className="block truncate text-lg leading-tight font-bold tracking-tight">DF Wiki</span>
              <span className="block truncate text-xs text-fg-muted">{t('admin.nav.area')}</span>
            </span>
          )}
        </PrefetchLink>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls="admin-nav"
          aria-label={toggleLabel}
          title={toggleLabel}
          className="rounded-lg p-2 text-fg-muted transition-colors hover:bg-hover hover:text-fg"
        >
          {collapsed ? (
            <PanelLeftOpen size={24} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={20} aria-hidden="true" />
          )}
        </button>
      </div>
      <nav id="admin-nav" aria-label={t('admin.nav.label')} className="flex-1 overflow-y-auto px-2 py-2">
        <AdminNavList collapsed={collapsed} />
      </nav>
      <div className="border-t border-nav-line px-2 py-3">
        <AdminPreferences collapsed={collapsed} />
      </div>
    </header>
  );
}
