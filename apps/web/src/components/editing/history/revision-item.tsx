import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Revision } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { shortSource } from '../../../lib/source-label';
import { cx } from '../../../lib/cx';
import { ChangeView } from './change-view';

const TONES: Record<Revision['action'], BadgeTone> = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  restore: 'warning',
};

/** When a revision was made, in the reader's language and local time. */
export const revisionTime = (at: string, language: string) =>
  new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** One revision: a row that opens its field-by-field changes and, unless it is the current version, a restore. */
export function RevisionItem({
  revision,
  current,
  open,
  onToggle,
  onRestore,
}: {
  revision: Revision;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const who = revision.by
    ? revision.by.nickname
    : revision.source
      ? t('admin.history.imported', { source: shortSource(t, revision.source) })
      : t('admin.history.unknown');
  return (
    <li className="py-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-2 text-left hover:bg-hover"
      >
        <Badge tone={TONES[revision.action]}>{t(`admin.history.action.${revision.action}`)}</Badge>
        <span className="min-w-0 font-medium break-words">{who}</span>
        <time dateTime={revision.at} className="text-sm text-fg-muted tabular-nums">
          {revisionTime(revision.at, i18n.language)}
        </time>
        {current && <Badge>{t('admin.history.current')}</Badge>}
        <span className="ml-auto flex items-center gap-1 text-sm text-fg-muted">
          {t('admin.history.fields', { count: revision.changes.length })}
          <ChevronDown
            size={16}
            aria-hidden="true"
            className={cx('transition-transform', open && 'rotate-180')}
          />
        </span>
      </button>
      <div id={detailsId} hidden={!open} className="px-2 pb-3">
        {open && (
          <>
            <dl className="divide-y divide-line text-sm">
              {revision.changes.map((change) => (
                <ChangeView key={change.field} change={change} />
              ))}
            </dl>
            {!current && (
              <Button size="sm" variant="secondary" className="mt-2" onClick={onRestore}>
                {t('admin.history.restore')}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
