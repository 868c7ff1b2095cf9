import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@dfwiki/shared';
import { PrefetchLink } from '../layout/prefetch-link';

/** The inline link to the Contribute page that ends a note about missing or example data. */
export function ContributeLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PrefetchLink to={pathTo('contribute')} className="font-semibold text-link underline">
      {children ?? t('nav.contribute')}
    </PrefetchLink>
  );
}
