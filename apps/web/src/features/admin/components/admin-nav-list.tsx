import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import LogOut from 'lucide-react/icons/log-out';
import { cx } from '../../../lib/cx';
import { useReviewQueue } from '../api/review-queue';
import { useIsAdmin } from '../hooks/use-is-admin';
import { useLogout } from '../hooks/use-logout';
import { ADMIN_NAV_ITEMS, isAdminNavActive } from './admin-nav-items';

const ROW = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

/** Admin menu entries and the Logout button; icons only when `collapsed`. */
export function AdminNavList({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAdmin = useIsAdmin();
  const { logout, pending } = useLogout();
  const items = ADMIN_NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
  const waiting = useReviewQueue().data?.total ?? 0;
  return (
    <>
      <ul className="space-y-1">
        {items.map((item) => {
          const Icon = item.icon;
          const count = item.badge === 'reviewQueue' ? waiting : 0;
          const label = count
            ? `${t(item.labelKey)} (${t('admin.nav.waiting', { count })})`
            : t(item.labelKey);
          const active = isAdminNavActive(pathname, item);
          return (
            <li key={item.id}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                className={cx(
                  ROW,
                  collapsed && 'justify-center px-0',
                  active ? 'bg-active text-active-fg' : 'text-nav-fg hover:bg-hover',
                )}
              >
                <span className="relative shrink-0">
                  <Icon size={collapsed ? 24 : 20} aria-hidden="true" />
                  {collapsed && count > 0 && <CountBadge count={count} corner />}
                </span>
                {!collapsed && <span className="truncate">{t(item.labelKey)}</span>}
                {/* The name keeps the visible words first (label in name), then the count in words. */}
                {!collapsed && count > 0 && (
                  <>
                    <span className="sr-only"> ({t('admin.nav.waiting', { count })})</span>
                    <CountBadge count={count} />
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={pending}
        aria-label={collapsed ? t('admin.nav.logout') : undefined}
        title={collapsed ? t('admin.nav.logout') : undefined}
        className={cx(
          ROW,
          'mt-4 text-nav-fg hover:bg-hover disabled:opacity-60',
          collapsed && 'justify-center px-0',
        )}
      >
        <LogOut size={collapsed ? 24 : 20} aria-hidden="true" className="shrink-0" />
        {!collapsed && <span>{t('admin.nav.logout')}</span>}
      </button>
    </>
  );
}

/** The number beside a menu entry (on the icon's corner when the menu shows icons only). */
function CountBadge({ count, corner = false }: { count: number; corner?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="review-count"
      className={cx(
        'min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-bold text-accent-fg',
        corner ? 'absolute -top-2 -right-2' : 'ml-auto',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
