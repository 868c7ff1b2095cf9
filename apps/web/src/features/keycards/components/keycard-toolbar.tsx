import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useFormatters } from '../hooks/use-formatters';

export interface KeycardToolbarProps {
  query: string;
  onQuery: (q: string) => void;
  /** ISO date of the newest price snapshot shown, if any. */
  newestPrice: string | null;
}

/** Name filter and the community-snapshot price note. */
export function KeycardToolbar({ query, onQuery, newestPrice }: KeycardToolbarProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  // The box keeps its own text (the URL updates a tick later) and follows the URL when it changes elsewhere.
  const [text, setText] = useState(query);
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    setText(query);
  }
  const change = (value: string) => {
    setText(value);
    onQuery(value);
  };
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-xs">
        <label htmlFor="keycard-filter" className="sr-only">
          {t('keycards.filter.label')}
        </label>
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-input-placeholder"
        />
        <input
          id="keycard-filter"
          type="search"
          value={text}
          onChange={(e) => change(e.target.value)}
          placeholder={t('keycards.filter.placeholder')}
          className="h-10 w-full rounded-lg border border-input-line bg-input pr-9 pl-9 text-sm text-input-fg placeholder:text-input-placeholder [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => change('')}
            aria-label={t('keycards.filter.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-fg-muted hover:bg-hover hover:text-fg"
          >
            <X size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      {newestPrice && (
        <p className="text-xs text-fg-muted sm:text-right" data-testid="price-note">
          {t('keycards.snapshotNote', { date: f.date(newestPrice) })}
        </p>
      )}
    </div>
  );
}
