import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pathTo } from '@dfwiki/shared';

/** Unmatched paths. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.docTitle'));
  return (
    <div className="flex min-h-[55vh] flex-col items-center justify-center py-12 text-center">
      <p
        aria-hidden="true"
        className="text-7xl font-black tracking-tighter text-accent theme-contrast:text-link"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-3 max-w-md text-fg-muted">{t('notFound.text')}</p>
      <ButtonLink to={pathTo('home')} size="lg" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </div>
  );
}
