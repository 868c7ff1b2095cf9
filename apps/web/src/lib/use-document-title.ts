import { useEffect } from 'react';
import { SITE_NAME, TITLE_SEPARATOR } from './constants';

export function formatDocumentTitle(page?: string | null): string {
  return page ? `${page}${TITLE_SEPARATOR}${SITE_NAME}` : SITE_NAME;
}

/** Sets `<page> · DF Wiki` as the document title while the component is mounted. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}
