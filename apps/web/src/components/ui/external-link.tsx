import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site: opens in a new tab, and tells screen readers so after its text. */
export function ExternalLink({
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> ({t('common.opensNewTab')})</span>
    </a>
  );
}
