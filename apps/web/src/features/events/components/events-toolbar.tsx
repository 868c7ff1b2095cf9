import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import type { EventFilter } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';

export const EVENT_FILTERS: EventFilter[] = ['all', 'active', 'past'];

export interface EventsToolbarProps {
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
  query: string;
  onQuery: (text: string) => void;
}

/** Filter buttons (All / Active Only / Past) and the clearable search box. */
export function EventsToolbar({ filter, onFilter, query, onQuery }: EventsToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:flex-row md:items-center md:justify-between">
      <div role="group" aria-label={t('events.filters.label')} className="flex flex-wrap gap-2">
        {EVENT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={cx(
              'h-10 rounded-lg border px-4 text-sm font-semibold transition-colors',
              filter === f
                ? 'border-transparent bg-btn-primary text-btn-primary-fg theme-contrast:border-line'
                : 'border-line bg-btn-secondary text-btn-secondary-fg hover:bg-btn-secondary-hover',
            )}
          >
            {t(`events.filters.${f}`)}
          </button>
        ))}
      </div>
      <div role="search" className="relative md:w-80">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('events.search.label')}
        </label>
        <Search
          size={18}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={t('events.search.placeholder')}
          className="h-10 w-full rounded-lg border border-input-line bg-input pr-10 pl-10 text-sm text-input-fg placeholder:text-input-placeholder [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <button
            type="button"
            onClick={() => onQuery('')}
            aria-label={t('events.search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-fg-muted hover:bg-hover hover:text-fg"
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
