import { useTranslation } from 'react-i18next';
import type { ItemSort } from '@dfwiki/shared';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { pageLoader } from '../../../lib/page-loader';
import { itemListQuery, useItemList } from '../api/items';
import { ItemFiltersBar } from '../components/item-filters-bar';
import { ItemPager } from '../components/item-pager';
import { ItemTable } from '../components/item-table';
import { useItemFormat } from '../components/use-item-format';
import { readItemFilters } from '../hooks/item-filters';
import { useItemFilters } from '../hooks/use-item-filters';

/** /wiki/items: every market item, filtered, searched, sorted and paged on the server. */
export const pageData = pageLoader(({ search }) => [itemListQuery(readItemFilters(search))]);

export default function ItemsPage() {
  const { t } = useTranslation();
  const f = useItemFormat();
  const { filters, set } = useItemFilters();
  const list = useItemList(filters);
  const dir = filters.dir || (filters.sort === 'name' ? 'asc' : 'desc');
  const onSort = (sort: ItemSort) =>
    set(sort === filters.sort ? { dir: dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: null });
  const asOf = list.data?.items.find((i) => i.price_as_of)?.price_as_of;
  return (
    <>
      <PageHeader texts="items" />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-fg-muted">
        {t('items.about')} <AboutDataLink section="sources" />
      </p>
      {filters.sort === 'value_per_slot' && (
        <p
          className="mb-4 max-w-3xl rounded-lg border border-line-strong bg-surface p-3 text-sm"
          data-testid="value-per-slot-note"
        >
          {t('items.valuePerSlotNote', { date: asOf ? f.day(asOf) : '—' })}
        </p>
      )}
      <ItemFiltersBar filters={filters} subcategories={list.data?.subcategories ?? []} set={set} />
      {list.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : list.isError ? (
        <EmptyState
          title={t('items.loadError')}
          action={<Button onClick={() => void list.refetch()}>{t('items.retry')}</Button>}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-fg-muted" data-testid="items-count" aria-live="polite">
            {t('items.count', { count: list.data.page.total })}
            {asOf && <> · {t('items.pricesAsOf', { date: f.day(asOf) })}</>}
          </p>
          {list.data.items.length === 0 ? (
            <EmptyState texts="items.empty" />
          ) : (
            <ItemTable items={list.data.items} sort={filters.sort} dir={dir} onSort={onSort} />
          )}
          <ItemPager page={list.data.page} />
        </>
      )}
    </>
  );
}
