import { useTranslation } from 'react-i18next';
import { recentChangePath, recentChangeTargetPath, type RecentChange } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatUtcMoment } from '../../../lib/format-day';
import { actionWord, authorWords, summaryWords } from './change-words';

const KIND_TONES: Record<RecentChange['kind'], BadgeTone> = {
  guide: 'info',
  build: 'success',
  correction: 'warning',
  edit: 'neutral',
  import: 'accent',
};

export const LINK = 'text-link underline decoration-1 underline-offset-2 hover:decoration-2';

/** What a change is of: "Weapon M4A1" with a link to its page, or an import's name. */
export function ChangeTitle({ change }: { change: RecentChange }) {
  const { t } = useTranslation();
  if (!change.target)
    return <>{t('recentChanges.importTitle', { source: change.source, count: change.batch?.count ?? 0 })}</>;
  const path = recentChangeTargetPath(change.target);
  const name = change.target.entity === 'rotation' ? t('recentChanges.entity.rotation') : change.target.name;
  const label = change.target.entity === 'rotation' ? '' : t(`recentChanges.entity.${change.target.entity}`);
  return (
    <>
      {label ? <span className="text-fg-muted">{label} </span> : null}
      {path ? (
        <PrefetchLink to={path} className={LINK}>
          {name}
        </PrefetchLink>
      ) : (
        <span>{name}</span>
      )}{' '}
      <span className="text-fg-muted">· {actionWord(t, change)}</span>
    </>
  );
}

/** One entry of the list: when, kind, what, who, the fields changed and its diff link. */
export function ChangeItem({ change }: { change: RecentChange }) {
  const { t, i18n } = useTranslation();
  const summary = summaryWords(t, change);
  return (
    <li className="grid gap-1 border-b border-line py-3 last:border-b-0" data-testid="recent-change">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
        <time dateTime={change.at}>{formatUtcMoment(change.at, i18n.language)}</time>
        <Badge tone={KIND_TONES[change.kind]}>{t(`recentChanges.kind.${change.kind}`)}</Badge>
      </p>
      <p className="font-semibold break-words">
        <ChangeTitle change={change} />
      </p>
      <p className="text-sm text-fg-muted break-words">
        {authorWords(t, change)}
        {summary ? <> · {summary}</> : null}
      </p>
      <p className="text-sm">
        <PrefetchLink to={recentChangePath(change.id)} className={LINK} data-testid="diff-link">
          {t('recentChanges.diffLink')}
        </PrefetchLink>
      </p>
    </li>
  );
}
