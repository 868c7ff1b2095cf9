import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

/**
 * What a page of one thing (an item, a map) shows before or instead of it: a spinner while it
 * loads, the not-found state (`<texts>.notFound.title` / `.text`) with a way back, or the load
 * error (`<texts>.loadError`) with a retry.
 */
export function DetailFallback({
  pending,
  notFound,
  texts,
  back,
  retry,
}: {
  pending: boolean;
  notFound: boolean;
  texts: string;
  back: ReactNode;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <div className="flex min-h-[70vh] justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  if (notFound)
    return (
      <EmptyState className="mt-10" icon={<SearchX size={36} />} texts={`${texts}.notFound`} action={back} />
    );
  return (
    <EmptyState
      className="mt-10"
      title={t(`${texts}.loadError`)}
      action={<Button onClick={retry}>{t(`${texts}.retry`)}</Button>}
    />
  );
}
