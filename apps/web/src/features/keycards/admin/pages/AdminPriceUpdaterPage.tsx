import { useTranslation } from 'react-i18next';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { useNoIndex } from '../../../../lib/use-no-index';
import { IdentifiedPricesTable } from '../components/identified-prices-table';
import { PriceInputPanel } from '../components/price-input-panel';
import { ReferencePricesTable } from '../components/reference-prices-table';
import { usePriceUpdater } from '../hooks/use-price-updater';

/** /admin/dashboard/cardsupdater: Mass Card Updater. Not indexed. */
export default function AdminPriceUpdaterPage() {
  const { t } = useTranslation();
  useNoIndex();
  const updater = usePriceUpdater();
  return (
    <>
      <PageHeader
        title={t('admin.updater.title')}
        subtitle={t('admin.updater.subtitle')}
        actions={
          <Button
            variant="secondary"
            icon={<RefreshCw size={16} aria-hidden="true" />}
            loading={updater.refreshing}
            onClick={updater.refresh}
          >
            {t('admin.updater.refresh')}
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <PriceInputPanel updater={updater} />
        <IdentifiedPricesTable updater={updater} />
      </div>
      <ReferencePricesTable updater={updater} />
    </>
  );
}
