import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import SearchX from 'lucide-react/icons/search-x';
import {
  pathTo,
  recentChangeTargetPath,
  type PublicRevision,
  type RecentChange,
  type RecentChangeDetail,
} from '@dfwiki/shared';
import { ChangeView } from '../../../components/editing/history/change-view';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pageLoader } from '../../../lib/page-loader';
import { recentChangeQuery } from '../api/recent-changes';
import { ChangeTitle, LINK } from '../components/change-item';
import { formatUtcMoment } from '../../../lib/format-day';
import { actionWord, authorWords, summaryWords } from '../components/change-words';

/** The change's title as words (the head and the heading): "Weapon M4A1 · Edited", "Import: …". */
function titleWords(t: ReturnType<typeof useTranslation>['t'], change: RecentChange) {
  if (!change.target)
    return t('recentChanges.importTitle', { source: change.source, count: change.batch?.count ?? 0 });
  const name = change.target.entity === 'rotation' ? t('recentChanges.entity.rotation') : change.target.name;
  const label = change.target.entity === 'rotation' ? '' : t(`recentChanges.entity.${change.target.entity}`);
  return `${label ? `${label} ` : ''}${name} · ${actionWord(t, change)}`;
}

/** /wiki/recent-changes/{revisionId}: one public change, field by field (404 for anything else). */
export const pageData = pageLoader(({ params }) => [recentChangeQuery(params.revisionId ?? '')], {
  head: ({ params, read, t }) => {
    const found = read(recentChangeQuery(params.revisionId ?? ''));
    return found && { title: `${titleWords(t, found.change)} · ${t('meta.recentChange.title')}` };
  },
});

/** The fields one revision changed, before and after (the History tab's own view of a change). */
function RevisionDiff({ revision }: { revision: PublicRevision }) {
  const { t } = useTranslation();
  if (!revision.changes.length)
    return <p className="py-2 text-sm text-fg-muted">{t('recentChanges.noFields')}</p>;
  return (
    <dl className="divide-y divide-line" data-testid="diff">
      {revision.changes.map((change) => (
        <ChangeView key={change.field} change={change} />
      ))}
    </dl>
  );
}

/** An import batch: each of its first revisions, folded, with what it was of. */
function BatchRevisions({ detail }: { detail: RecentChangeDetail }) {
  const { t } = useTranslation();
  const count = detail.change.batch?.count ?? detail.revisions.length;
  return (
    <>
      {count > detail.revisions.length && (
        <p className="mb-3 text-sm text-fg-muted">
          {t('recentChanges.batchShown', { shown: detail.revisions.length, count })}
        </p>
      )}
      <ul className="grid gap-2">
        {detail.revisions.map((revision) => {
          const path = recentChangeTargetPath(revision.target);
          return (
            <li key={revision.id}>
              <details className="rounded-lg border border-line px-3 py-2">
                <summary className="cursor-pointer font-medium break-words">
                  {revision.target.entity === 'rotation'
                    ? t('recentChanges.entity.rotation')
                    : `${t(`recentChanges.entity.${revision.target.entity}`)} ${revision.target.name}`}{' '}
                  · {t(`recentChanges.action.${revision.action}`)}
                </summary>
                {path && (
                  <p className="mt-1 text-sm">
                    <PrefetchLink to={path} className={LINK}>
                      {t('recentChanges.openPage')}
                    </PrefetchLink>
                  </p>
                )}
                <RevisionDiff revision={revision} />
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function RecentChangePage() {
  const { t, i18n } = useTranslation();
  const { revisionId = '' } = useParams();
  const { data, isPending, error, refetch } = useQuery(recentChangeQuery(revisionId));
  const back = <BackLink to={pathTo('recentChanges')}>{t('recentChanges.back')}</BackLink>;
  if (isPending)
    return (
      <div className="flex min-h-[50vh] justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  if (!data) {
    const notFound = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return notFound ? (
      <EmptyState
        className="mt-10"
        icon={<SearchX size={36} />}
        texts="recentChanges.notFound"
        action={back}
      />
    ) : (
      <EmptyState
        className="mt-10"
        title={t('recentChanges.loadError')}
        action={
          <button type="button" className={LINK} onClick={() => void refetch()}>
            {t('recentChanges.retry')}
          </button>
        }
      />
    );
  }
  const { change } = data;
  const summary = summaryWords(t, change);
  const guide = change.target?.entity === 'guide' && change.target.slug;
  return (
    <>
      {back}
      <PageHeader
        className="mt-2"
        eyebrow={t(`recentChanges.kind.${change.kind}`)}
        docTitle={titleWords(t, change)}
        title={<ChangeTitle change={change} />}
        subtitle={
          <>
            <time dateTime={change.at}>{formatUtcMoment(change.at, i18n.language)}</time> ·{' '}
            {authorWords(t, change)}
            {/* A batch's counts are the badges below. */}
            {summary && !change.batch && <> · {summary}</>}
          </>
        }
      />
      {guide && (
        <p className="mb-4 text-sm">
          <PrefetchLink to={pathTo('guideHistory', { guideSlug: guide })} className={LINK}>
            {t('recentChanges.guideHistory')}
          </PrefetchLink>
        </p>
      )}
      <Card className="px-4 py-2 sm:px-6">
        <h2 className="sr-only">{t('recentChanges.diffHeading')}</h2>
        {change.batch ? (
          <div className="py-3">
            <p className="mb-3 flex flex-wrap gap-2">
              {change.batch.entities.map((e) => (
                <Badge key={e.entity}>{t(`recentChanges.entities.${e.entity}`, { count: e.count })}</Badge>
              ))}
            </p>
            <BatchRevisions detail={data} />
          </div>
        ) : (
          data.revisions.map((revision) => <RevisionDiff key={revision.id} revision={revision} />)
        )}
      </Card>
    </>
  );
}
