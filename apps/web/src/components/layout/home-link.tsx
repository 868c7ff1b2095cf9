import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@dfwiki/shared';
import { cx } from '../../lib/cx';
import { BrandMark } from './brand-logo';
import { PrefetchLink } from './prefetch-link';

interface HomeLinkProps {
  /** Size of the mark, e.g. `size-8`. */
  markClassName: string;
  className?: string;
  /** The link's name, when not the site's usual one; it must contain any visible name (WCAG 2.5.3). */
  label?: string;
  /** Beside the mark: the site's name (or nothing, in a collapsed sidebar). */
  children?: ReactNode;
}

/** The brand mark as a link home, labelled for screen readers (the mark itself is decorative). */
export function HomeLink({ markClassName, className, label, children }: HomeLinkProps) {
  const { t } = useTranslation();
  return (
    <PrefetchLink
      to={pathTo('home')}
      aria-label={label ?? t('nav.homeLink')}
      className={cx('flex items-center rounded-lg', className ?? 'gap-2')}
    >
      <BrandMark className={markClassName} />
      {children}
    </PrefetchLink>
  );
}
