import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Package from 'lucide-react/icons/package';
import Backpack from 'lucide-react/icons/backpack';
import KeyRound from 'lucide-react/icons/key-round';
import MapIcon from 'lucide-react/icons/map';
import Crosshair from 'lucide-react/icons/crosshair';
import Timer from 'lucide-react/icons/timer';
import Wrench from 'lucide-react/icons/wrench';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ListChecks from 'lucide-react/icons/list-checks';
import Flame from 'lucide-react/icons/flame';
import Users from 'lucide-react/icons/users';

/** Menu item (spec section 2): id, label, optional icon, route, click action and children. */
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
      { id: 'storage', labelKey: 'nav.storage', icon: Backpack, route: '/wiki/storage' },
      { id: 'cards', labelKey: 'nav.cards', icon: KeyRound, route: '/wiki/cards' },
      { id: 'map-rotation', labelKey: 'nav.mapRotation', icon: MapIcon, route: '/wiki/map-rotation' },
    ],
  },
  {
    id: 'weapons',
    labelKey: 'nav.weapons',
    icon: Crosshair,
    viewAllRoute: '/wiki/weapons',
    children: [
      { id: 'ttk', labelKey: 'nav.ttk', icon: Timer, route: '/wiki/weaponsttk' },
      { id: 'builds', labelKey: 'nav.builds', icon: Wrench, route: '/wiki/weapons' },
    ],
  },
  {
    id: 'events',
    labelKey: 'nav.events',
    icon: CalendarDays,
    viewAllRoute: '/wiki/events',
    children: [
      { id: 'all-events', labelKey: 'nav.allEvents', icon: ListChecks, route: '/wiki/events', end: true },
      { id: 'gator-frenzy', labelKey: 'nav.gatorFrenzy', icon: Flame, route: '/wiki/events/gator-frenzy' },
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
  return isRouteActive(pathname, item.route, item.end) || (item.children ?? []).some((child) => isItemActive(pathname, child));
}
