import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import SearchX from 'lucide-react/icons/search-x';
import { pathTo } from '@dfwiki/shared';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * What a detail page shows before its record is there: a spinner, "not found" (a 4xx answer), or
 * a retry. `texts` names the not-found strings (`<texts>.title`, `<texts>.text`).
 */
function GearDetailState({
  isPending,
  error,
  onRetry,
  texts,
  back,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  texts: string;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status >= 400 && error.status < 500;
  useDocumentTitle(notFound ? t(`${texts}.title`) : undefined);
  if (isPending)
    return (
      <div className="flex min-h-[70vh] justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  if (notFound)
    return <EmptyState className="mt-10" icon={<SearchX size={36} />} texts={texts} action={back} />;
  return (
    <EmptyState
      className="mt-10"
      title={t('gear.loadError')}
      action={<Button onClick={onRetry}>{t('gear.retry')}</Button>}
    />
  );
}

/**
 * A gear detail page: a link back to its list, then its record as `children` draws it, or the
 * state before the record is there. `texts` names the page's strings (`<texts>.back`,
 * `<texts>.notFound`).
 */
export function GearDetail<T>({
  read,
  list,
  texts,
  children,
}: {
  read: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  list: 'ammo' | 'armor';
  texts: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const back = <BackLink to={pathTo(list)}>{t(`${texts}.back`)}</BackLink>;
  if (read.data === undefined)
    return (
      <GearDetailState
        isPending={read.isPending}
        error={read.error}
        onRetry={() => void read.refetch()}
        texts={`${texts}.notFound`}
        back={back}
      />
    );
  return (
    <>
      {back}
      {children(read.data)}
    </>
  );
}
