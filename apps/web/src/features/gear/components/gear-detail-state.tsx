import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * What a detail page shows before its record is there: a spinner, "not found" (a 4xx answer), or
 * a retry. `texts` names the not-found strings (`<texts>.title`, `<texts>.text`).
 */
export function GearDetailState({
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
