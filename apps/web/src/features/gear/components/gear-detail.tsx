import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import SearchX from 'lucide-react/icons/search-x';
import { pathTo } from '@dfwiki/shared';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { itemQuery } from '../../../lib/field-query';
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

/** Each kind of gear page: the list it links back to, and where its strings are. */
const KINDS = {
  round: { list: 'ammo', texts: 'gear.round' },
  armor: { list: 'armor', texts: 'gear.armor' },
} as const;

/**
 * A gear detail page: the record the address's `param` names, read by `query`; a link back to
 * its list, then the record as `detail` draws it, or the state before the record is there.
 */
export function GearDetail<T>({
  kind,
  param,
  query,
  detail: Detail,
}: {
  kind: keyof typeof KINDS;
  param: string;
  query: (id: string) => ReturnType<typeof itemQuery<T>>;
  detail: ComponentType<{ item: T }>;
}) {
  const { t } = useTranslation();
  const { list, texts } = KINDS[kind];
  const read = useQuery(query(useParams()[param] ?? ''));
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
      <Detail item={read.data} />
    </>
  );
}
