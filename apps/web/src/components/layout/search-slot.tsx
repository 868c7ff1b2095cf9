import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import { cx } from '../../lib/cx';
import { isSearchShortcut } from '../../lib/search-shortcut';
import { matchesMedia } from '../../lib/match-media';
import { whenIdle } from '../../take-over/when-idle';

// The palette (index, ranking, results UI) is not part of the first load: it downloads on first
// hover/focus of the button or on first use of the shortcut, and, on a device with a keyboard and
// mouse, with the lists its index is built from once the browser is idle, so Ctrl+K opens at once.
const loadPalette = () => import('../search/search-palette');
const SearchPalette = lazy(loadPalette);
const loadIndex = () => import('../search/use-site-search');
const KEYBOARD_AND_MOUSE = '(pointer: fine)';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Search button for the navigation plus the Ctrl+K / Cmd+K and '/' shortcuts; opens the search palette. */
export function SearchSlot({ variant }: { variant: 'sidebar' | 'sidebar-collapsed' | 'mobile-header' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadPalette();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Only the slot that shows (CSS hides the other), and only where Ctrl+K is likely.
    if (!buttonRef.current?.getClientRects().length || !matchesMedia(KEYBOARD_AND_MOUSE)) return;
    whenIdle(() => {
      void loadPalette();
      void loadIndex().then((index) => index.preloadSearchIndex());
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = isSearchShortcut(event);
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!ctrlK && !slash) return;
      // The sidebar and the phone header both have a search slot; CSS hides one, which stays out.
      if (!buttonRef.current?.getClientRects().length) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const label = t('search.open');
  return (
    <>
      <div
        className={cx(
          variant === 'sidebar' && 'px-3 pb-2',
          variant === 'sidebar-collapsed' && 'flex justify-center px-2 pb-2',
        )}
      >
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K /"
          aria-label={variant === 'sidebar' ? undefined : label}
          title={variant === 'sidebar' ? undefined : `${label} (Ctrl+K)`}
          data-testid="search-button"
          className={cx(
            'flex items-center rounded-lg text-fg-muted transition-colors hover:bg-hover hover:text-fg',
            variant === 'sidebar'
              ? 'h-10 w-full gap-2 border border-input-line bg-input px-3 text-sm text-input-placeholder'
              : 'size-10 justify-center',
          )}
        >
          <Search size={variant === 'sidebar-collapsed' ? 24 : 20} aria-hidden="true" />
          {variant === 'sidebar' && (
            <>
              <span className="flex-1 text-left">{label}</span>
              <kbd className="rounded border border-line px-1.5 font-sans text-xs">Ctrl K</kbd>
            </>
          )}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={close} />
        </Suspense>
      )}
    </>
  );
}
