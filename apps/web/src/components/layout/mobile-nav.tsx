import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { cx } from '../../lib/cx';
import { focusFirstRovingItem } from '../../lib/roving-focus';
import { useDismiss } from '../../lib/use-dismiss';
import { MENU_ITEMS, isItemActive, isRouteActive, type MenuItem } from './menu-items';
import { MobileNavPanel } from './mobile-nav-panel';
import { PrefetchLink } from './prefetch-link';

const BAR_ITEMS = MENU_ITEMS.slice(0, 4);
const MORE_ITEMS = MENU_ITEMS.slice(4);
const TAB =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium leading-tight transition-colors';

/** Phone (< 768px) bottom bar: the first four entries plus a More menu. One panel open at a time. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [lastPath, setLastPath] = useState(pathname);
  const close = useCallback(() => setOpenId(null), []);
  const openTrigger = useCallback(
    () => rootRef.current?.querySelector<HTMLElement>('button[aria-expanded="true"]'),
    [],
  );
  useDismiss(openId !== null, rootRef, close, openTrigger);

  // Navigating closes the open panel.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenId(null);
  }
  useEffect(() => {
    if (openId) focusFirstRovingItem(panelRef.current);
  }, [openId]);

  const openItem: MenuItem | 'more' | null =
    openId === 'more' ? 'more' : (BAR_ITEMS.find((item) => item.id === openId) ?? null);
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  const stateClass = (active: boolean) => (active ? 'text-mnav-active' : 'text-mnav-fg');

  return (
    <nav ref={rootRef} aria-label={t('nav.main')} className="fixed inset-x-0 bottom-0 z-50 md:hidden">
      {openItem && <MobileNavPanel ref={panelRef} item={openItem} moreItems={MORE_ITEMS} onClose={close} />}
      <ul className="flex h-16 border-t border-mnav-line bg-mnav pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)]">
        {BAR_ITEMS.map((item) => {
          const Icon = item.icon;
          const active = isItemActive(pathname, item);
          const content = (
            <>
              {Icon && <Icon size={22} aria-hidden="true" />}
              <span className="max-w-full truncate">{t(item.labelKey)}</span>
              {active && <span aria-hidden="true" className="mt-0.5 h-1 w-5 rounded-full bg-mnav-active" />}
            </>
          );
          return (
            <li key={item.id} className="flex flex-1">
              {item.children ? (
                <button
                  type="button"
                  aria-expanded={openId === item.id}
                  aria-controls="mobile-nav-panel"
                  onClick={() => toggle(item.id)}
                  className={cx(TAB, stateClass(active || openId === item.id))}
                >
                  {content}
                </button>
              ) : (
                <PrefetchLink
                  to={item.route ?? '/'}
                  aria-current={isRouteActive(pathname, item.route, item.end) ? 'page' : undefined}
                  className={cx(TAB, stateClass(active))}
                >
                  {content}
                </PrefetchLink>
              )}
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            type="button"
            aria-expanded={openId === 'more'}
            aria-controls="mobile-nav-panel"
            onClick={() => toggle('more')}
            className={cx(
              TAB,
              stateClass(openId === 'more' || MORE_ITEMS.some((item) => isItemActive(pathname, item))),
            )}
          >
            <Ellipsis size={22} aria-hidden="true" />
            <span>{t('nav.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
