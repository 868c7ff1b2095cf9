import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import { cx } from '../../lib/cx';
import { isSearchShortcut } from '../../lib/search-shortcut';
import type { PaletteHandOff } from '../search/search-palette';

// The palette (index, ranking, results UI) and the lists its index is built from are not part of
// the first use: they load when the reader shows intent to search (hover, focus or press of the
// button, Ctrl+K or '/'), so reading a page never costs them.
const loadPalette = () => import('../search/search-palette');
const SearchPalette = lazy(loadPalette);
function loadSearch() {
  void loadPalette();
  void import('../search/use-site-search').then((index) => index.preloadSearchIndex());
}

/** Where the reader was and what they typed before the palette's code came; one palette opens at a time. */
const handOff: PaletteHandOff = { query: '', returnTo: null };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Search button for the navigation plus the Ctrl+K / Cmd+K and '/' shortcuts; opens the search palette. */
export function SearchSlot({ variant }: { variant: 'sidebar' | 'sidebar-collapsed' | 'mobile-header' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => {
    handOff.query = '';
    handOff.returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    loadSearch();
    setOpen(true);
  }, []);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = isSearchShortcut(event);
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!ctrlK && !slash) return;
      // The sidebar and the phone header both have a search slot; CSS hides one, which stays out.
      if (!buttonRef.current?.getClientRects().length) return;
      event.preventDefault();
      if (!open) show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, show]);

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
          onClick={show}
          onPointerEnter={loadSearch}
          onPointerDown={loadSearch}
          onFocus={loadSearch}
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
        <Suspense fallback={<PaletteStandIn onClose={close} />}>
          <SearchPalette onClose={close} handOff={handOff} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The palette's frame and field while its code loads (Ctrl+K on a fresh page): focus and what the
 * reader types are there at once, and the palette carries on with them (`handOff`).
 */
function PaletteStandIn({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dismiss = () => {
    onClose();
    handOff.returnTo?.focus();
  };
  return createPortal(
    <div className="fixed inset-0 z-[130] flex items-start justify-center p-3 pt-[8dvh] sm:p-6 sm:pt-[12dvh]">
      <div aria-hidden="true" className="absolute inset-0 bg-backdrop" onClick={dismiss} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('search.title')}
        className="relative flex w-full max-w-xl items-center gap-2 overflow-hidden rounded-2xl border border-dropdown-line bg-dropdown px-3 text-dropdown-fg shadow-2xl"
      >
        <Search size={20} aria-hidden="true" className="shrink-0 text-fg-muted" />
        <input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader asked for the search field
          autoFocus
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => (handOff.query = event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && dismiss()}
          className="h-14 min-w-0 flex-1 rounded-md bg-transparent px-2 text-base placeholder:text-input-placeholder focus-visible:outline-offset-[-3px]"
        />
      </div>
    </div>,
    document.body,
  );
}
