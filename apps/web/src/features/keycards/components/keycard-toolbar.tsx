import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
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
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchField
        id="keycard-filter"
        label={t('keycards.filter.label')}
        placeholder={t('keycards.filter.placeholder')}
        clearLabel={t('keycards.filter.clear')}
        value={query}
        onChange={onQuery}
      />
      {newestPrice && (
        <p className="text-xs text-fg-muted sm:text-right" data-testid="price-note">
          {t('keycards.snapshotNote', { date: f.date(newestPrice) })}
        </p>
      )}
    </div>
  );
}
