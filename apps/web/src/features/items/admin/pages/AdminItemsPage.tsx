import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_PAGE_SIZE, queryText } from '@dfwiki/shared';
import { useNoIndex } from '../../../../lib/use-no-index';
import { useUrlParams } from '../../../../lib/use-url-params';
import { useAdminItems } from '../api/items';
import { AdminList } from '../../../../components/editing/admin-list';
import { ItemsPager, ItemsTable } from '../components/items-table';

/** /admin/dashboard/items: the market's items by name, searched by the server, 50 a page (`q`, `page` in the URL). */
export default function AdminItemsPage() {
  const { t } = useTranslation();
  useNoIndex();
  const [params, update] = useUrlParams();
  const q = queryText(params.get('q')).trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const items = useAdminItems(q, (page - 1) * ITEM_PAGE_SIZE);

  // A new search starts on its first page.
  const searched = useRef(q);
  useEffect(() => {
    if (searched.current === q) return;
    searched.current = q;
    update({ page: null });
  }, [q, update]);

  const toOffset = (offset: number) => {
    const n = Math.floor(offset / ITEM_PAGE_SIZE) + 1;
    update({ page: n > 1 ? String(n) : null });
  };
  return (
    <AdminList
      texts="admin.items"
      search={{ id: 'item-search', label: t('admin.items.search') }}
      query={items}
      empty={items.data?.items.length === 0}
    >
      {(data) => (
        <>
          <ItemsTable items={data.items} />
          <ItemsPager page={data.page} onPage={toOffset} />
        </>
      )}
    </AdminList>
  );
}
