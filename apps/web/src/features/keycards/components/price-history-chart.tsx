import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceRange } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePriceHistory } from '../api/price-history';

// The chart module is only fetched when a History modal opens.
const PriceChart = lazy(() => import('./price-chart'));

/**
 * The chart of a card's whole price history. The list only carries the newest changes, so the
 * full history is read here, when the dialog opens.
 */
export function PriceHistoryChart({ id, name, range }: { id: string; name: string; range: PriceRange }) {
  const { t } = useTranslation();
  const history = usePriceHistory(id);
  const loading = <Spinner className="flex h-56 w-full" label={t('keycards.chart.loading')} />;
  if (history.isPending) return loading;
  if (history.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line-strong p-6 text-center text-sm text-fg-muted">
        <p role="alert">{t('keycards.chart.loadError')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('keycards.chart.retry')}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={loading}>
      <PriceChart history={history.data} range={range} name={name} />
    </Suspense>
  );
}
