import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Package from 'lucide-react/icons/package';
import Crosshair from 'lucide-react/icons/crosshair';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Users from 'lucide-react/icons/users';

/**
 * Menu item (spec section 2): id, label, optional icon, route, click action and children.
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

export const MENU_ITEMS: MenuItem[] = [
  { id: 'guide', labelKey: 'nav.guide', icon: BookOpen, route: '/wiki/start' },
  {
    id: 'items',
    labelKey: 'nav.items',
    icon: Package,
    children: [
      { id: 'storage', labelKey: 'nav.storage', route: '/wiki/storage' },
      { id: 'cards', labelKey: 'nav.cards', route: '/wiki/cards' },
      { id: 'map-rotation', labelKey: 'nav.mapRotation', route: '/wiki/map-rotation' },
    ],
  },
  {
    id: 'weapons',
    labelKey: 'nav.weapons',
    icon: Crosshair,
    viewAllRoute: '/wiki/weapons',
    children: [
      { id: 'ttk', labelKey: 'nav.ttk', route: '/wiki/weaponsttk' },
      { id: 'builds', labelKey: 'nav.builds', route: '/wiki/weapons' },
    ],
  },
  {
    id: 'events',
    labelKey: 'nav.events',
    icon: CalendarDays,
    viewAllRoute: '/wiki/events',
    children: [
      { id: 'all-events', labelKey: 'nav.allEvents', route: '/wiki/events', end: true },
      { id: 'gator-frenzy', labelKey: 'nav.gatorFrenzy', route: '/wiki/events/gator-frenzy' },
    ],
  },
  { id: 'contribute', labelKey: 'nav.contribute', icon: Users, route: '/wiki/contribute' },
];

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
