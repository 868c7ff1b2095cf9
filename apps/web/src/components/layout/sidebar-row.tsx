import type { ComponentProps, ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { cx } from '../../lib/cx';

/** The look of a top-level sidebar row (a page link, a group, the theme and language menus). */
export const SIDEBAR_ROW =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';
export const sidebarRowState = (active: boolean) =>
  active ? 'bg-active text-active-fg' : 'text-nav-fg hover:bg-hover';

/**
 * A sidebar row that opens a list (a menu group, the theme or language menu): icon, label and a
 * chevron that turns up while the list is open. Collapsed, only the icon shows.
 */
export function SidebarToggle({
  open,
  icon,
  label,
  collapsed = false,
  active = false,
  ...button
}: Omit<ComponentProps<'button'>, 'className'> & {
  open: boolean;
  icon: ReactNode;
  label: ReactNode;
  collapsed?: boolean;
  active?: boolean;
}) {
  return (
    <button
      {...button}
      className={cx(SIDEBAR_ROW, collapsed && 'justify-center px-0', sidebarRowState(active))}
    >
      {icon}
      {!collapsed && (
        <>
          <span className="flex-1 truncate text-left">{label}</span>
          <ChevronDown
            size={16}
            aria-hidden="true"
            className={cx('shrink-0 transition-transform duration-300', open && 'rotate-180')}
          />
        </>
      )}
    </button>
  );
}
