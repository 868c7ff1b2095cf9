import { useTranslation } from 'react-i18next';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { lastHistory, priceChangePercent, type PriceChange } from '@dfwiki/shared';
import { Table, TBody, THead, Td, Th, Tr } from '../../../components/ui/table';
import { cx } from '../../../lib/cx';
import { useFormatters } from '../hooks/use-formatters';

function Change({ entry, highlighted }: { entry: PriceChange; highlighted: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { percent, direction } = priceChangePercent(entry.old_value, entry.new_value);
  const Icon = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : null;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        direction === 'up' && 'text-positive',
        direction === 'down' && 'text-negative',
        // The contrast theme's highlight is bright yellow: keep the row's own text colour there.
        highlighted && 'theme-contrast:text-active-fg',
      )}
    >
      {Icon && <Icon size={14} aria-hidden="true" />}
      {direction !== 'none' && <span className="sr-only">{t(`keycards.history.${direction}`)} </span>}
      {percent === null ? '—' : `${percent > 0 ? '+' : ''}${f.percent(percent)}%`}
    </span>
  );
}

/** The last 10 price changes, newest first; the newest row is highlighted. */
export function PriceHistoryTable({ history }: { history: readonly PriceChange[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = lastHistory(history);
  if (rows.length === 0) return <p className="text-sm text-fg-muted">{t('keycards.history.empty')}</p>;
  return (
    <Table label={t('keycards.history.tableLabel')}>
      <THead>
        <tr>
          <Th>{t('keycards.history.date')}</Th>
          <Th className="hidden text-right sm:table-cell">{t('keycards.history.old')}</Th>
          <Th className="text-right">{t('keycards.history.new')}</Th>
          <Th className="text-right">{t('keycards.history.change')}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((entry, i) => (
          <Tr key={entry.changed_at} highlighted={i === 0} aria-current={i === 0 ? 'true' : undefined}>
            <Td className="sm:whitespace-nowrap">
              {f.dateTime(entry.changed_at)}
              {i === 0 && (
                <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-fg">
                  {t('keycards.history.latest')}
                </span>
              )}
            </Td>
            <Td className="hidden text-right tabular-nums sm:table-cell">{f.num(entry.old_value)}</Td>
            <Td className="text-right font-semibold tabular-nums">{f.num(entry.new_value)}</Td>
            <Td className="text-right">
              <Change entry={entry} highlighted={i === 0} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
