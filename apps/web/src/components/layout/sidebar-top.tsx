import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { cx } from '../../lib/cx';
import { HomeLink } from './home-link';

export interface SidebarTopProps {
  collapsed: boolean;
  onToggle: () => void;
  /** Id of the navigation the toggle shows or hides. */
  controls: string;
  /** The name beside the brand mark (expanded sidebar only). */
  children: ReactNode;
  /** The home link's name; it must contain the visible name (WCAG 2.5.3). */
  homeLabel?: string;
}

/** Top row of a desktop sidebar (public or admin): the home link and the collapse/expand button. */
export function SidebarTop({ collapsed, onToggle, controls, children, homeLabel }: SidebarTopProps) {
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar');
  return (
    <div className={cx('flex items-center gap-2 px-3 pt-4 pb-3', collapsed && 'flex-col px-2')}>
      <HomeLink markClassName="size-9" className="min-w-0 flex-1 gap-2.5 p-1" label={homeLabel}>
        {!collapsed && children}
      </HomeLink>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls={controls}
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
  );
}
