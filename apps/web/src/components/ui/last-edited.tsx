import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { formatDay } from '../../lib/format-day';

/**
 * "Last edited <date>" from a read's `last_edited_at`; nothing when no edit was kept. The UTC day,
 * so the server's HTML and the browser's hydration agree.
 */
export function LastEdited({ at, className }: { at: string | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!at) return null;
  const day = at.slice(0, 10);
  return (
    <p data-testid="last-edited" className={cx('text-xs text-fg-muted', className)}>
      <time dateTime={at}>{t('common.lastEdited', { date: formatDay(day, i18n.language) })}</time>
    </p>
  );
}
