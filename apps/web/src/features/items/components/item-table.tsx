import { useTranslation } from 'react-i18next';
import { subcategoryLabel } from './subcategory';
import type { ItemListEntry, ItemSort } from '@dfwiki/shared';
import { DataTable, type Column, type SortDirection } from '../../../components/ui/table';
import { MissingFigure } from '../../../components/ui/missing-figure';
import { ItemName } from './item-name';
import { useItemFormat } from './use-item-format';

const NONE = '—';
const missing = (why: string) => <MissingFigure why={why} />;

/** One page of items: name, category, size, market price, value per slot and 7-day change. */
export function ItemTable({
  items,
  sort,
  dir,
  onSort,
}: {
  items: readonly ItemListEntry[];
  sort: ItemSort;
  dir: SortDirection;
  onSort: (sort: ItemSort) => void;
}) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const sortable = (key: ItemSort) => ({ onSort: () => onSort(key), sorted: sort === key ? dir : undefined });
  const size = (i: ItemListEntry) => (i.width && i.length ? `${i.width}×${i.length}` : NONE);
  const wear = (i: ItemListEntry) =>
    i.wear ? <span className="block text-xs text-fg-muted">{t(`items.wear.${i.wear}`)}</span> : null;
  const columns: Column<ItemListEntry>[] = [
    {
      header: t('items.columns.item'),
      cell: (i) => <ItemName item={i} phoneNote={size(i)} />,
      ...sortable('name'),
    },
    {
      header: t('items.columns.category'),
      from: 'md',
      cell: (i) => subcategoryLabel(t, i.subcategory),
    },
    {
      header: t('items.columns.size'),
      from: 'sm',
      cell: (i) => size(i),
      nowrap: true,
      ...sortable('size'),
    },
    {
      header: t('items.columns.price'),
      align: 'right',
      cell: (i) => (
        <>
          <span className="tabular-nums">
            {i.price === null ? missing(t('items.missing.price')) : f.int(i.price)}
          </span>
          {wear(i)}
        </>
      ),
      ...sortable('price'),
    },
    {
      header: t('items.columns.valuePerSlot'),
      align: 'right',
      cell: (i) =>
        i.value_per_slot === null ? missing(t('items.missing.valuePerSlot')) : f.int(i.value_per_slot),
      className: 'tabular-nums font-semibold',
      ...sortable('value_per_slot'),
    },
    {
      header: t('items.columns.change7d'),
      align: 'right',
      from: 'sm',
      cell: (i) => (i.change_7d === null ? missing(t('items.missing.change7d')) : f.pct(i.change_7d)),
      className: 'tabular-nums',
      ...sortable('change_7d'),
    },
  ];
  return (
    <DataTable
      label={t('items.tableLabel')}
      columns={columns}
      rows={items}
      rowKey={(i) => i.id}
      rowProps={(i) => ({ 'data-testid': `item-row-${i.slug}` })}
    />
  );
}
