import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathTo, type Revision } from '@dfwiki/shared';
import { restoreRevision } from '../../../components/editing/history/history-api';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { pageLoader } from '../../../lib/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { guideHistoryQuery } from '../api/guides';
import { RevisionChanges } from '../components/revision-changes';
import { revisionSummary } from '../components/revision-summary';
import { useIsEditor } from '../components/use-is-editor';
import { formatUtcMoment } from '../../../lib/format-day';

/** /wiki/guides/{slug}/history: the guide's versions since it was published, newest first. */
export const pageData = pageLoader(({ params }) => [guideHistoryQuery(params.guideSlug ?? '')], {
  head: ({ params, read, t }) => {
    const history = read(guideHistoryQuery(params.guideSlug ?? ''));
    if (!history) return undefined;
    const { guide } = history;
    return {
      title: t('guides.history.docTitle', { title: guide.title }),
      description: t('guides.history.metaDescription', { title: guide.title }),
      // Like the guide itself, its history exists only in the guide's language.
      languages: [guide.language],
    };
  },
});

export default function GuideHistoryPage() {
  const { t } = useTranslation();
  const slug = useParams().guideSlug ?? '';
  const read = useQuery(guideHistoryQuery(slug));
  const back = (
    <BackLink to={pathTo('guideArticle', { guideSlug: slug })}>{t('guides.history.backToGuide')}</BackLink>
  );
  const notFound = read.error instanceof ApiError && read.error.status >= 400 && read.error.status < 500;
  useDocumentTitle(
    read.data
      ? t('guides.history.docTitle', { title: read.data.guide.title })
      : notFound
        ? t('guides.notFound.title')
        : undefined,
  );
  if (!read.data)
    return (
      <DetailFallback
        pending={read.isPending}
        notFound={notFound}
        texts="guides"
        back={<BackLink to={pathTo('guides')}>{t('guides.back')}</BackLink>}
        retry={() => void read.refetch()}
      />
    );
  const { guide, revisions } = read.data;
  return (
    <>
      {back}
      <PageHeader
        className="mt-2"
        eyebrow={<span lang={guide.language}>{guide.title}</span>}
        title={t('guides.history.title')}
        docTitle={t('guides.history.docTitle', { title: guide.title })}
        subtitle={t('guides.history.subtitle', { title: guide.title })}
      />
      {revisions.length === 0 ? (
        <p className="text-fg-muted">{t('guides.history.empty')}</p>
      ) : (
        <ol
          aria-label={t('guides.history.list')}
          className="max-w-4xl space-y-4"
          data-testid="guide-revisions"
        >
          {revisions.map((revision, index) => (
            <RevisionCard key={revision.id} revision={revision} current={index === 0} />
          ))}
        </ol>
      )}
    </>
  );
}

function RevisionCard({ revision, current }: { revision: Revision; current: boolean }) {
  const { t, i18n } = useTranslation();
  const isEditor = useIsEditor();
  const { showToast } = useToast();
  const invalidateAll = useInvalidateAll();
  const restore = useMutation({
    mutationFn: () => restoreRevision(revision.id),
    onSuccess: async () => {
      showToast(t('guides.history.restored'), { type: 'success' });
      await invalidateAll();
    },
    onError: (error) =>
      showToast(t('guides.history.restoreFailed', { message: errorMessage(error) }), { type: 'error' }),
  });
  return (
    <li className="rounded-xl border border-card-line bg-card p-4 text-card-fg" data-testid="guide-revision">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={revision.at} className="font-semibold tabular-nums">
          {formatUtcMoment(revision.at, i18n.language)}
        </time>
        <span>{t('guides.history.by', { name: revision.by?.nickname ?? t('guides.history.unknown') })}</span>
        {current && <Badge tone="info">{t('guides.history.current')}</Badge>}
      </p>
      <p className="mt-1" data-testid="guide-revision-summary">
        {revisionSummary(revision, t)}
      </p>
      {revision.changes.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-link">
            {t('guides.history.diff')}
          </summary>
          <div className="mt-2">
            <RevisionChanges changes={revision.changes} />
          </div>
        </details>
      )}
      {isEditor && !current && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          disabled={restore.isPending}
          onClick={() => restore.mutate()}
        >
          {restore.isPending ? t('guides.history.restoring') : t('guides.history.restore')}
        </Button>
      )}
    </li>
  );
}
