import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { HomeLink } from '../../../components/layout/home-link';
import { AdminNavList } from './admin-nav-list';
import { AdminPreferences } from './admin-preferences';

/** Phone admin navigation: a top bar whose menu button opens a drawer with the entries. */
export function AdminMobileBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  // Close on navigation and on Escape; focus the first entry when it opens.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-nav-line bg-nav text-nav-fg">
      <div className="flex h-14 items-center gap-3 px-4">
        <HomeLink markClassName="size-8">
          <span className="font-bold">DF Wiki</span>
        </HomeLink>
        <span className="truncate text-sm text-fg-muted">{t('admin.nav.area')}</span>
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="admin-drawer"
          aria-label={open ? t('admin.nav.closeMenu') : t('admin.nav.openMenu')}
          className="ml-auto rounded-lg p-2 hover:bg-hover"
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <>
          <div
            aria-hidden="true"
            className="fixed inset-0 top-14 z-30 bg-backdrop"
            onClick={() => setOpen(false)}
          />
          <div
            ref={drawerRef}
            id="admin-drawer"
            className="absolute inset-x-0 top-14 z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-nav-line bg-nav px-3 py-3 shadow-xl"
          >
            <nav aria-label={t('admin.nav.label')}>
              <AdminNavList onNavigate={() => setOpen(false)} />
            </nav>
            <div className="mt-3 border-t border-nav-line pt-3">
              <AdminPreferences />
            </div>
          </div>
        </>
      )}
    </header>
  );
}
