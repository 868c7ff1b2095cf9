import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';
import { CardName, ContainsText, CostList, DifficultyList, RowActions } from './keycard-cells';
import type { KeycardListProps } from './keycard-table';

/** Phones: one stacked card per keycard with the same fields as the table columns. */
export function KeycardCards({ rows, label, onDetails, onHistory }: KeycardListProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const field = 'text-xs font-semibold tracking-wide text-fg-muted uppercase';
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.card.id}
          data-testid="keycard-row"
          className="rounded-xl border border-card-line bg-card p-4 text-card-fg"
        >
          <div className="flex items-start justify-between gap-3">
            <CardName row={row} />
            <p className="text-right">
              <span className="sr-only">{t('keycards.columns.value')}: </span>
              <span className="font-bold tabular-nums">
                {row.value === 0 && !row.card.price_as_of ? '—' : f.num(row.value)}
              </span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className={field}>{t('keycards.columns.map')}</dt>
              <dd>{row.card.map.name}</dd>
            </div>
            <div>
              <dt className={field}>{t('keycards.columns.contains')}</dt>
              <dd>
                <ContainsText row={row} />
              </dd>
            </div>
            <div>
              <dt className={field}>{t('keycards.columns.difficulty')}</dt>
              <dd>
                <DifficultyList row={row} />
              </dd>
            </div>
            <div>
              <dt className={field}>{t('keycards.columns.costPerOpen')}</dt>
              <dd>
                <CostList row={row} />
              </dd>
            </div>
          </dl>
          <div className="mt-3 border-t border-line pt-3">
            <RowActions
              row={row}
              onDetails={() => onDetails(row.card.id)}
              onHistory={() => onHistory(row.card.id)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
