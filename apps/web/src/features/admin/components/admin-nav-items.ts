import type { ComponentType } from 'react';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import CreditCard from 'lucide-react/icons/credit-card';
import Coins from 'lucide-react/icons/coins';
import Tags from 'lucide-react/icons/tags';
import Crosshair from 'lucide-react/icons/crosshair';
import Users from 'lucide-react/icons/users';
import Inbox from 'lucide-react/icons/inbox';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Shield from 'lucide-react/icons/shield';
import Trash2 from 'lucide-react/icons/trash-2';
import ScrollText from 'lucide-react/icons/scroll-text';
import Package from 'lucide-react/icons/package';
import Flag from 'lucide-react/icons/flag';
import BookOpenCheck from 'lucide-react/icons/book-open-check';

export interface AdminNavItem {
  id: string;
  labelKey: string;
  to: string;
  icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean | 'true' }>;
  adminOnly?: boolean;
  /** A count shown beside the entry: the submissions waiting for review. */
  badge?: 'reviewQueue';
}

/** Admin sidebar entries, plus Users and the audit log for admins. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { id: 'dashboard', labelKey: 'admin.nav.dashboard', to: '/admin/dashboard/quick', icon: LayoutDashboard },
  { id: 'cards', labelKey: 'admin.nav.cards', to: '/admin/dashboard/cards', icon: CreditCard },
  { id: 'updater', labelKey: 'admin.nav.updater', to: '/admin/dashboard/cardsupdater', icon: Coins },
  { id: 'tags', labelKey: 'admin.nav.tags', to: '/admin/dashboard/buildtags', icon: Tags },
  { id: 'weapons', labelKey: 'admin.nav.weapons', to: '/admin/dashboard/weapons', icon: Crosshair },
  { id: 'gear', labelKey: 'admin.nav.gear', to: '/admin/dashboard/gear', icon: Shield },
  { id: 'items', labelKey: 'admin.items.nav', to: '/admin/dashboard/items', icon: Package },
  { id: 'rotation', labelKey: 'admin.nav.rotation', to: '/admin/dashboard/rotation', icon: CalendarClock },
  {
    id: 'submissions',
    labelKey: 'admin.nav.submissions',
    to: '/admin/dashboard/submissions',
    icon: Inbox,
    badge: 'reviewQueue',
  },
  { id: 'corrections', labelKey: 'admin.nav.corrections', to: '/admin/dashboard/corrections', icon: Flag },
  { id: 'guides', labelKey: 'admin.nav.guides', to: '/admin/dashboard/guides', icon: BookOpenCheck },
  { id: 'trash', labelKey: 'admin.nav.trash', to: '/admin/dashboard/trash', icon: Trash2 },
  { id: 'users', labelKey: 'admin.nav.users', to: '/admin/dashboard/users', icon: Users, adminOnly: true },
  {
    id: 'audit',
    labelKey: 'admin.nav.audit',
    to: '/admin/dashboard/audit',
    icon: ScrollText,
    adminOnly: true,
  },
];

export function isAdminNavActive(pathname: string, item: AdminNavItem): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
