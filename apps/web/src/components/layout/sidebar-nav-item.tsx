import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { ROVING_ROOT, focusFirstRovingItem } from '../../lib/roving-focus';
import { PrefetchLink } from './prefetch-link';
import { isItemActive, isRouteActive, type MenuItem } from './menu-items';
import { SIDEBAR_ROW, SidebarToggle, sidebarRowState } from './sidebar-row';
import { MenuLinks, type MenuLook } from './menu-links';
import { usePopup } from './use-popup';

export interface SidebarNavItemProps {
  item: MenuItem;
  collapsed: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const GROUP_LINKS: MenuLook = {
  row: 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors',
  idle: 'text-nav-fg hover:bg-hover',
  current: 'bg-active font-semibold text-active-fg',
  iconSize: 16,
};
/** The collapsed sidebar's flyout sits on the dropdown colours. */
const FLYOUT_LINKS: MenuLook = { ...GROUP_LINKS, idle: 'text-dropdown-fg hover:bg-dropdown-hover' };

/** One sidebar entry: a link, or a group that expands (expanded sidebar) or opens a flyout (collapsed). */
export function SidebarNavItem({ item, collapsed, open, onOpenChange }: SidebarNavItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = `nav-group-${item.id}`;
  // Only the collapsed sidebar's flyout closes on a click outside; an expanded group stays open.
  const { rootRef, listRef, close, toggle } = usePopup<HTMLLIElement>(
    listId,
    open,
    onOpenChange,
    open && collapsed,
  );
  const label = t(item.labelKey);
  const Icon = item.icon;
  const active = isItemActive(pathname, item);

  const icon = Icon && <Icon size={collapsed ? 24 : 20} aria-hidden="true" className="shrink-0" />;

  if (!item.children) {
    return (
      <li>
        <PrefetchLink
          to={item.route ?? '/'}
          aria-current={isRouteActive(pathname, item.route, item.end) ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          title={collapsed ? label : undefined}
          className={cx(SIDEBAR_ROW, collapsed && 'justify-center px-0', sidebarRowState(active))}
        >
          {icon}
          {!collapsed && <span className="truncate">{label}</span>}
        </PrefetchLink>
      </li>
    );
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && collapsed) {
      event.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() => focusFirstRovingItem(listRef.current));
    }
  };

  const links = (
    <MenuLinks
      entries={item.children}
      look={collapsed ? FLYOUT_LINKS : GROUP_LINKS}
      onNavigate={collapsed ? close : undefined}
    />
  );

  return (
    <li ref={rootRef} className="relative">
      <SidebarToggle
        {...toggle}
        open={open}
        collapsed={collapsed}
        active={active && !open}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        onKeyDown={onButtonKeyDown}
        icon={icon}
        label={label}
      />
      {collapsed ? (
        open && (
          <div className="absolute top-0 left-full z-50 ml-2 w-40 rounded-lg border border-dropdown-line bg-dropdown p-1 text-dropdown-fg shadow-xl">
            <p className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {label}
            </p>
            <ul id={listId} ref={listRef} {...ROVING_ROOT} className="space-y-0.5">
              {links}
            </ul>
          </div>
        )
      ) : (
        <div
          className={cx(
            'grid transition-[grid-template-rows] duration-300 ease-in-out',
            open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
          )}
        >
          <div className="min-h-0 overflow-hidden" inert={!open}>
            <ul
              id={listId}
              ref={listRef}
              {...ROVING_ROOT}
              className="my-1 ml-5 space-y-0.5 border-l border-nav-line pl-2"
            >
              {links}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}
