import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { MENU_ITEMS, isItemActive } from './menu-items';
import { SearchSlot } from './search-slot';
import { SidebarNavItem } from './sidebar-nav-item';
import { SidebarPreferences } from './sidebar-preferences';
import { SidebarTop } from './sidebar-top';
import { SupportLink } from './support-link';

/** Desktop (>= 768px) sidebar, the page's banner landmark: 256px, or 64px icons-only when collapsed. One dropdown open at a time. */
export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The group holding the current page starts open (expanded sidebar only).
  const [openId, setOpenId] = useState<string | null>(() =>
    collapsed ? null : (MENU_ITEMS.find((item) => item.children && isItemActive(pathname, item))?.id ?? null),
  );
  const openChange = useCallback(
    (id: string) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  );

  return (
    <header
      className={cx(
        'fixed inset-y-0 left-0 z-40 hidden w-[var(--df-sidebar-width)] flex-col border-r border-nav-line bg-nav text-nav-fg transition-[width] duration-300 ease-in-out md:flex',
      )}
    >
      <SidebarTop
        collapsed={collapsed}
        onToggle={() => {
          setOpenId(null);
          onToggle();
        }}
        controls="sidebar-nav"
      >
        <span className="truncate text-lg font-bold tracking-tight">DF Wiki</span>
      </SidebarTop>
      <SearchSlot variant={collapsed ? 'sidebar-collapsed' : 'sidebar'} />
      <nav
        id="sidebar-nav"
        aria-label={t('nav.main')}
        className={cx('flex-1 px-2 py-2', collapsed ? 'overflow-visible' : 'overflow-y-auto')}
      >
        <ul className="space-y-1">
          {MENU_ITEMS.map((item) => (
            <SidebarNavItem
              key={item.id}
              item={item}
              collapsed={collapsed}
              open={openId === item.id}
              onOpenChange={openChange(item.id)}
            />
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-nav-line px-2 py-3">
        <SupportLink collapsed={collapsed} />
        <SidebarPreferences collapsed={collapsed} openId={openId} openChange={openChange} />
      </div>
    </header>
  );
}
