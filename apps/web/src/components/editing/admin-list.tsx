import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../ui/page-header';
import { ListSearch } from './list-search';
import { ListStatus } from './list-status';

/**
 * An admin list page's frame: the header, the filter row, then the list or its loading, failure or
 * empty state. Texts come from `<texts>.title`, `<texts>.subtitle` and `<texts>.empty`.
 */
export function AdminList<T>({
  texts,
  action,
  search,
  filters,
  query,
  empty,
  children,
}: {
  /** Key prefix of the page's texts. */
  texts: string;
  /** The header's button, e.g. "New …". */
  action?: ReactNode;
  /** The list's search box (kept in the URL's `q`), first in the filter row. */
  search?: { id: string; label: string };
  /** The other controls above the list, in one row from `sm` up. */
  filters?: ReactNode;
  query: UseQueryResult<T>;
  /** Shows `<texts>.empty` instead of the list. */
  empty?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader texts={texts} actions={action} />
      {(search || filters) && (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row">
          {search && <ListSearch {...search} />}
          {filters}
        </div>
      )}
      <ListStatus
        query={query}
        failedTitle={t('admin.common.loadFailed')}
        emptyTitle={empty ? t(`${texts}.empty`) : undefined}
        empty={empty}
      >
        {children}
      </ListStatus>
    </>
  );
}
