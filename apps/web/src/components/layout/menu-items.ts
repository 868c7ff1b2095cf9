import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Package from 'lucide-react/icons/package';
import Crosshair from 'lucide-react/icons/crosshair';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Users from 'lucide-react/icons/users';
import ScrollText from 'lucide-react/icons/scroll-text';
import { MAIN_MENU, pathTo, type MenuSection, type PublicRouteId } from '@dfwiki/shared';

/**
 * Menu item: id, label, optional icon, route, click action and children.
 * Top-level entries have icons (they show alone in the collapsed sidebar); child links are text.
 */
export interface MenuItem {
  id: string;
  /** Translation key of the label. */
  labelKey: string;
  icon?: LucideIcon;
  route?: string;
  /** Only this exact path marks it active (default: the path and anything below it). */
  end?: boolean;
  /** "View All" target in phone dropdowns. */
  viewAllRoute?: string;
  onClick?: () => void;
  children?: MenuItem[];
}

interface Section {
  id: MenuSection;
  labelKey: string;
  icon: LucideIcon;
  /** Page whose link stands for the whole section ("View All" in phone dropdowns). */
  viewAll?: PublicRouteId;
}

const SECTIONS: Section[] = [
  { id: 'guide', labelKey: 'nav.guide', icon: BookOpen },
  { id: 'items', labelKey: 'nav.items', icon: Package },
  { id: 'weapons', labelKey: 'nav.weapons', icon: Crosshair, viewAll: 'builds' },
  { id: 'events', labelKey: 'nav.events', icon: CalendarDays, viewAll: 'events' },
  { id: 'guides', labelKey: 'nav.guides', icon: ScrollText },
  { id: 'contribute', labelKey: 'nav.contribute', icon: Users },
];

/**
 * The main menu, built from the route registry's menu: a section holding one page is a plain link,
 * a larger one a group of text links in the menu's order.
 */
function buildMenu(): MenuItem[] {
  return SECTIONS.map(({ id, labelKey, icon, viewAll }) => {
    const links = MAIN_MENU[id];
    if (links.length === 1) return { id, labelKey, icon, route: pathTo(links[0]![0]) };
    return {
      id,
      labelKey,
      icon,
      viewAllRoute: viewAll && pathTo(viewAll),
      children: links.map(([page, pageLabel, options]) => ({
        id: page,
        labelKey: pageLabel,
        route: pathTo(page),
        end: options?.end,
      })),
    };
  });
}

export const MENU_ITEMS: MenuItem[] = buildMenu();

export function isRouteActive(pathname: string, route: string | undefined, end = false): boolean {
  if (!route) return false;
  if (pathname === route) return true;
  return !end && pathname.startsWith(`${route}/`);
}

export function isItemActive(pathname: string, item: MenuItem): boolean {
  return (
    isRouteActive(pathname, item.route, item.end) ||
    (item.children ?? []).some((child) => isItemActive(pathname, child))
  );
}
