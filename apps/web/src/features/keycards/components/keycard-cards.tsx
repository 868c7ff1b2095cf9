import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptHtml } from '../../../take-over/kept-html';
import type { KeycardRow } from '../hooks/keycard-rows';
import { CardName, ContainsText, CostList, DifficultyList, RowActions, ValueText } from './keycard-cells';
import type { KeycardListProps } from './keycard-table';

/** The fields of a card, as the table's columns: their label's text key and value. */
const FIELDS: { label: string; value: (row: KeycardRow) => ReactNode }[] = [
  { label: 'keycards.columns.map', value: (row) => row.card.map.name },
  { label: 'keycards.columns.contains', value: (row) => <ContainsText row={row} /> },
  { label: 'keycards.columns.difficulty', value: (row) => <DifficultyList row={row} /> },
  { label: 'keycards.columns.costPerOpen', value: (row) => <CostList row={row} /> },
];

/** Phones: one stacked card per keycard with the same fields as the table columns. */
export function KeycardCards({ rows, label }: KeycardListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.card.id}
          data-testid="keycard-row"
          // Laid out only as it nears the screen (.df-offscreen-item): a map has dozens of keycards.
          className="df-offscreen-item rounded-xl border border-card-line bg-card p-4 text-card-fg"
        >
          {/* The card keeps the server's HTML until the row changes (its buttons' clicks: KeycardsContent). */}
          <KeptHtml data={row}>
            {(row) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <CardName row={row} />
                  <p className="text-right">
                    <span className="sr-only">{t('keycards.columns.value')}: </span>
                    <span className="font-bold tabular-nums">
                      <ValueText row={row} />
                    </span>
                  </p>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {FIELDS.map((field) => (
                    <div key={field.label}>
                      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                        {t(field.label)}
                      </dt>
                      <dd>{field.value(row)}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-3 border-t border-line pt-3">
                  <RowActions row={row} />
                </div>
              </>
            )}
          </KeptHtml>
        </li>
      ))}
    </ul>
  );
}
