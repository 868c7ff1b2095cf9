import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { handleRovingKeyDown } from '../../lib/roving-focus';
import { isRouteActive, type MenuItem } from './menu-items';
import { PrefetchLink } from './prefetch-link';

/** How a menu draws its links; each menu keeps its own look beside its markup. */
export interface MenuLook {
  /** Classes of every link. */
  row: string;
  /** Added to the links of other pages, and to the open page's link. */
  idle: string;
  current: string;
  iconSize: number;
  /** Shown after the open page's label (the phone menu's "Active" pill). */
  marker?: ReactNode;
}

/** The links of a menu list, as `<li>`s: arrow keys move between them, the open page's link is marked. */
export function MenuLinks({
  entries,
  look,
  onNavigate,
}: {
  entries: readonly MenuItem[];
  look: MenuLook;
  /** Runs on a click (closes the sheet or the flyout). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return entries.map(({ id, route, end, labelKey, icon: Icon }) => {
    const active = isRouteActive(pathname, route, end);
    return (
      <li key={id}>
        <PrefetchLink
          to={route ?? '/'}
          data-roving-item
          onKeyDown={(event) => handleRovingKeyDown(event)}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cx(look.row, active ? look.current : look.idle)}
        >
          {Icon && <Icon size={look.iconSize} aria-hidden="true" className="shrink-0" />}
          <span className="truncate">{t(labelKey)}</span>
          {active && look.marker}
        </PrefetchLink>
      </li>
    );
  });
}
