import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ItemListEntry, PageInfo } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { DataTable, type Column } from '../../../../components/ui/table';
import { EditRowLink } from '../../../../components/editing/row-actions';

export const ITEMS_LIST = '/admin/dashboard/items';

/** A subcategory as the item pages name it: ours where we have one, a calibre as itself. */
const subcategoryLabel = (t: TFunction, subcategory: string) =>
  /^(\.|ammo(?!Arrow))/.test(subcategory)
    ? subcategory.replace(/^ammo/, '')
    : t(`items.subcategories.${subcategory}`, { defaultValue: subcategory });

/** Items to name: English name, Chinese name, category and subcategory, Edit. */
export function ItemsTable({ items }: { items: ItemListEntry[] }) {
  const { t } = useTranslation();
  const columns: Column<ItemListEntry>[] = [
    { header: t('admin.items.name'), cell: (i) => <span className="font-medium">{i.name}</span> },
    { header: t('admin.items.nameCn'), from: 'sm', cell: (i) => <span lang="zh">{i.name_cn}</span> },
    {
      header: t('admin.items.category'),
      from: 'md',
      cell: (i) => (
        <>
          {t(`items.categories.${i.category}`)}
          <span className="block text-xs text-fg-muted">{subcategoryLabel(t, i.subcategory)}</span>
        </>
      ),
    },
    {
      align: 'right',
      headClassName: 'w-0',
      header: <span className="sr-only">{t('admin.common.actions')}</span>,
      cell: (i) => <EditRowLink to={`${ITEMS_LIST}/${i.id}`} name={i.name} />,
    },
  ];
  return (
    <DataTable label={t('admin.items.tableLabel')} columns={columns} rows={items} rowKey={(i) => i.id} />
  );
}

/** Previous and next page of the list, and where in it the reader is. */
export function ItemsPager({ page, onPage }: { page: PageInfo; onPage: (offset: number) => void }) {
  const { t } = useTranslation();
  const current = Math.floor(page.offset / page.limit) + 1;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('admin.items.pages')} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={current <= 1}
        onClick={() => onPage(Math.max(0, page.offset - page.limit))}
      >
        {t('admin.items.previous')}
      </Button>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('admin.items.position', { page: current, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page.next_offset === null}
        onClick={() => page.next_offset !== null && onPage(page.next_offset)}
      >
        {t('admin.items.next')}
      </Button>
    </nav>
  );
}
