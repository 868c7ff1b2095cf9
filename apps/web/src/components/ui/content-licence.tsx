import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { ExternalLink } from './external-link';

/** The licence of the wiki's own text (docs/decisions/018-licences.md). */
export const CONTENT_LICENCE = {
  name: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

/** Where someone writes text for the wiki: under which licence it is published. */
export function ContentLicenceNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cx('text-xs text-fg-muted', className)} data-testid="content-licence">
      {t('licence.publishedUnder')}{' '}
      <ExternalLink href={CONTENT_LICENCE.url} className="underline">
        {CONTENT_LICENCE.name}
      </ExternalLink>
      .
    </p>
  );
}
