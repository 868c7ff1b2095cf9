import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@dfwiki/shared';
import { cx } from '../../lib/cx';
import { PrefetchLink } from '../layout/prefetch-link';

/**
 * The inline "About our data" link after a source or date line: where each figure comes from and
 * what its labels mean (/wiki/data). `section` jumps to a part of that page (e.g. `estimates`).
 */
export function AboutDataLink({
  section,
  className,
  children,
}: {
  section?: 'labels' | 'sources' | 'estimates' | 'examples' | 'opinions' | 'unknown' | 'report';
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PrefetchLink
      to={section ? `${pathTo('data')}#${section}` : pathTo('data')}
      className={cx('font-semibold text-link underline', className)}
    >
      {children ?? t('common.aboutData')}
    </PrefetchLink>
  );
}
