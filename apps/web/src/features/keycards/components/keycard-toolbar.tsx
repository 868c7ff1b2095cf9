import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { FilterBar } from '../../../components/ui/filter-bar';
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
  return (
    <FilterBar id="keycard-filter" texts="keycards.filter" value={query} onChange={onQuery}>
      {newestPrice && (
        <p className="text-xs text-fg-muted sm:text-right" data-testid="price-note">
          {t('keycards.snapshotNote', { date: f.date(newestPrice) })} <AboutDataLink section="sources" />
        </p>
      )}
    </FilterBar>
  );
}
