import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFilter } from '@dfwiki/shared';
import { SearchBox } from '../../../components/ui/search-box';
import { ToggleGroup } from '../../../components/ui/toggle-group';

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
      <ToggleGroup
        look="pills"
        texts="events.filters"
        options={EVENT_FILTERS}
        value={filter}
        onChange={onFilter}
      />
      <div role="search" className="relative md:w-80">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('events.search.label')}
        </label>
        <SearchBox id={`${id}-q`} value={query} onChange={onQuery} texts="events.search" size="md" />
      </div>
    </div>
  );
}
