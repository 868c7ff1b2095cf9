import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import type { SearchDoc } from '@dfwiki/shared';
import { queryClientOf } from '../../take-over/query-client';
import { useRequestContext } from '../../take-over/request-context';
import { Spinner } from '../../components/ui/spinner';
import { SearchResults, optionId } from './search-results';
import { useSiteSearch } from './use-site-search';

/**
 * What the palette starts from, kept by its opener while the palette's code loads: the text typed
 * meanwhile (in a stand-in field), and where focus goes back on close.
 */
export interface PaletteHandOff {
  query: string;
  returnTo: HTMLElement | null;
}

interface PaletteProps {
  onClose: () => void;
  handOff: PaletteHandOff;
}

/** Lazy-loaded search palette (the nav's search button, Ctrl+K or '/'). It sits above the page providers, so it brings the shared QueryClient itself. */
export default function SearchPalette(props: PaletteProps) {
  const requestContext = useRequestContext();
  return (
    <QueryClientProvider client={queryClientOf(requestContext)}>
      <Palette {...props} />
    </QueryClientProvider>
  );
}

function Palette({ onClose, handOff }: PaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState(handOff.query);
  const [active, setActive] = useState(0);
  const { hits, pages, loading } = useSiteSearch(query);
  const docs = query.trim() ? hits.map((h) => h.doc) : pages;

  // Before paint, as the stand-in goes: focus stays in the field and no key typed is lost.
  useLayoutEffect(() => {
    const previous = handOff.returnTo;
    // The stand-in may have taken keys after this rendered; taken here, before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(handOff.query);
    inputRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [handOff]);

  const choose = (doc: SearchDoc | undefined) => {
    if (!doc) return;
    onClose();
    void navigate(doc.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = docs.length;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      choose(docs[active]);
    } else if (event.key === 'Tab') {
      // Only two stops (input, close); keep focus inside the dialog.
      event.preventDefault();
      (document.activeElement === inputRef.current ? closeRef : inputRef).current?.focus();
    }
  };

  const current = Math.min(active, Math.max(0, docs.length - 1));
  return createPortal(
    // The dialog handles keys for its input and button (focus never leaves it).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="fixed inset-0 z-[130] flex items-start justify-center p-3 pt-[8dvh] sm:p-6 sm:pt-[12dvh]"
      onKeyDown={onKeyDown}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-backdrop"
        onClick={onClose}
        data-testid="search-backdrop"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('search.title')}
        className="relative w-full max-w-xl overflow-hidden rounded-2xl border border-dropdown-line bg-dropdown text-dropdown-fg shadow-2xl"
      >
        <div className="flex items-center gap-2 border-b border-dropdown-line px-3">
          <Search size={20} aria-hidden="true" className="shrink-0 text-fg-muted" />
          <input
            ref={inputRef}
            role="combobox"
            aria-expanded={docs.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={docs.length > 0 ? optionId(listId, current) : undefined}
            aria-label={t('search.label')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            className="h-14 min-w-0 flex-1 rounded-md bg-transparent px-2 text-base placeholder:text-input-placeholder focus-visible:outline-offset-[-3px]"
          />
          {loading && <Spinner size="sm" label={t('search.loading')} />}
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-md px-2 py-1 text-xs font-semibold text-fg-muted hover:bg-dropdown-hover hover:text-fg"
            aria-label={t('search.close')}
          >
            <span aria-hidden="true" className="hidden sm:inline">
              Esc
            </span>
            <X size={18} aria-hidden="true" className="sm:hidden" />
          </button>
        </div>
        {docs.length > 0 ? (
          <>
            {!query.trim() && (
              <p className="px-5 pt-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {t('search.pagesHeading')}
              </p>
            )}
            <SearchResults
              id={listId}
              docs={docs}
              active={current}
              label={t('search.results')}
              onHover={setActive}
              onChoose={choose}
            />
          </>
        ) : (
          <p className="px-5 py-8 text-center text-sm text-fg-muted">
            {loading ? t('search.loading') : t('search.noResults', { query: query.trim() })}
          </p>
        )}
        <p className="sr-only" aria-live="polite">
          {query.trim() ? t('search.count', { count: docs.length }) : ''}
        </p>
        <p className="hidden border-t border-dropdown-line px-4 py-2 text-xs text-fg-muted sm:block">
          {t('search.help')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
