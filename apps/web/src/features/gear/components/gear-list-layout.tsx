import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A gear list page: its header and a line about the data, then `children` once the list has
 * loaded (a spinner before, a retry if it failed).
 */
export function GearListLayout({
  texts,
  about,
  read,
  children,
}: {
  texts: string;
  /** The key of the line under the header. */
  about: string;
  read: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader texts={texts} />
      <p className="-mt-4 mb-6 text-sm text-fg-muted">
        {t(about)} <AboutDataLink section="sources" />
      </p>
      {read.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : read.isError ? (
        <EmptyState
          title={t('gear.loadError')}
          action={<Button onClick={() => void read.refetch()}>{t('gear.retry')}</Button>}
        />
      ) : (
        children
      )}
    </>
  );
}
