import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { pathTo } from '@dfwiki/shared';

/** 'Unexpected Application Error!' with a link home (full reload, in case the app itself is broken). */
export default function RouteErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('errors.unexpected.docTitle'));
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center text-fg"
    >
      <h1 className="text-3xl font-bold">{t('errors.unexpected.title')}</h1>
      <p className="mt-3 text-fg-muted">{t('errors.unexpected.text')}</p>
      {detail && (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-lg bg-sunken px-3 py-2 text-left text-xs text-fg-muted">
          {detail}
        </pre>
      )}
      <Link to={pathTo('home')} reloadDocument className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('errors.unexpected.home')}
      </Link>
    </div>
  );
}
