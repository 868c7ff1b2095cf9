import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../ui/empty-state';
import { Spinner } from '../ui/spinner';
import { errorMessage } from '../../lib/api-client';

/** An admin list's place on the page: a spinner while it loads, the failure, the empty note, or the list. */
export function ListStatus<T>({
  query,
  failedTitle,
  hideReason = false,
  emptyTitle,
  empty = false,
  children,
}: {
  query: UseQueryResult<T>;
  failedTitle: string;
  /** Leaves out the API's reason under the failure title. */
  hideReason?: boolean;
  /** Shown as `emptyTitle` instead of the list. */
  empty?: boolean;
  emptyTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner size="lg" className="w-full py-10" />;
  if (query.isError)
    return (
      <EmptyState title={failedTitle} description={hideReason ? undefined : errorMessage(query.error)} />
    );
  if (empty && emptyTitle) return <EmptyState title={emptyTitle} />;
  return children(query.data);
}
