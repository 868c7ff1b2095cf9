import { useTranslation } from 'react-i18next';
import Construction from 'lucide-react/icons/construction';
import { PageHeader } from './ui/page-header';
import { EmptyState } from './ui/empty-state';

/**
 * Temporary body of a page owned by a later issue: the translated title (which also sets the
 * document title) and a short "being written" line. Replace the page component that renders it.
 */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<Construction size={36} />}
        title={t('placeholder.title')}
        description={t('placeholder.text')}
      />
    </>
  );
}
