import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import History from 'lucide-react/icons/history';
import Pencil from 'lucide-react/icons/pencil';
import { MEMBER_PATHS, pathTo, type Guide } from '@dfwiki/shared';
import { authorName, GuideLanguageBadge } from '../../../components/guides/guide-card';
import { GuideBody } from '../../../components/guides/guide-body';
import { guideSubjectPath } from '../../../components/guides/guide-links';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-day';
import { pageLoader } from '../../../lib/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { guideQuery } from '../api/guides';
import { GuideToc, hasToc } from '../components/guide-toc';
import { useIsEditor } from '../components/use-is-editor';

/**
 * /wiki/guides/{slug}: one published guide. It exists only in the language it is written in, so
 * its head names that language alone (the server's hreflang and canonical links follow).
 */
export const pageData = pageLoader(({ params }) => [guideQuery(params.guideSlug ?? '')], {
  head: ({ params, read, t, lang }) => {
    const guide = read(guideQuery(params.guideSlug ?? ''));
    if (!guide) return undefined;
    const day = (guide.published_at ?? guide.created_at).slice(0, 10);
    return {
      title: `${guide.title} · ${t('meta.guideArticle.title')}`,
      description: t('guides.metaDescription', {
        author: authorName(guide, t('guides.formerMember')),
        date: formatDay(day, lang),
        excerpt: guide.excerpt,
      }),
      languages: [guide.language],
    };
  },
});

export default function GuidePage() {
  const { t } = useTranslation();
  const slug = useParams().guideSlug ?? '';
  const read = useQuery(guideQuery(slug));
  const back = <BackLink to={pathTo('guides')}>{t('guides.back')}</BackLink>;
  const notFound = read.error instanceof ApiError && read.error.status >= 400 && read.error.status < 500;
  useDocumentTitle(read.data ? read.data.title : notFound ? t('guides.notFound.title') : undefined);
  if (read.data) return <GuideArticle guide={read.data} back={back} />;
  return (
    <DetailFallback
      pending={read.isPending}
      notFound={notFound}
      texts="guides"
      back={back}
      retry={() => void read.refetch()}
    />
  );
}

/** "by <nickname> · Published <day> · last edited <day>", each day in UTC (server and browser agree). */
function Byline({ guide }: { guide: Guide }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso.slice(0, 10), i18n.language);
  const edited = guide.published_at !== null && guide.updated_at > guide.published_at;
  return (
    <span className="flex flex-wrap gap-x-2" data-testid="guide-byline">
      <span>{t('guides.by', { name: authorName(guide, t('guides.formerMember')) })}</span>
      {guide.published_at && (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={guide.published_at}>
            {t('guides.published', { date: day(guide.published_at) })}
          </time>
        </>
      )}
      {edited && (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={guide.updated_at} data-testid="guide-edited">
            {t('guides.edited', { date: day(guide.updated_at) })}
          </time>
        </>
      )}
    </span>
  );
}

function GuideArticle({ guide, back }: { guide: Guide; back: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const isEditor = useIsEditor();
  const toc = hasToc(guide.headings);
  return (
    <>
      {back}
      <PageHeader
        className="mt-2 mb-4"
        eyebrow={t(`guides.categories.${guide.category}`)}
        title={<span lang={guide.language}>{guide.title}</span>}
        docTitle={guide.title}
        subtitle={<Byline guide={guide} />}
        actions={
          isEditor && (
            <ButtonLink
              to={MEMBER_PATHS.editGuide(guide.id)}
              variant="secondary"
              size="sm"
              icon={<Pencil size={16} aria-hidden="true" />}
            >
              {t('guides.edit')}
            </ButtonLink>
          )
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <GuideLanguageBadge language={guide.language} />
        {guide.language !== i18n.language && (
          <p lang={i18n.language} data-testid="guide-language-note" className="text-fg-muted">
            {t('guides.writtenIn', { language: t(`guides.language.${guide.language}`) })}
          </p>
        )}
        {guide.subject && (
          <p data-testid="guide-subject">
            <span className="text-fg-muted">{t('guides.about')}:</span>{' '}
            <PrefetchLink to={guideSubjectPath(guide.subject)} className="df-link font-semibold">
              {guide.subject.name}
            </PrefetchLink>
          </p>
        )}
        <PrefetchLink
          to={pathTo('guideHistory', { guideSlug: guide.slug })}
          className="df-link inline-flex items-center gap-1"
        >
          <History size={16} aria-hidden="true" />
          {t('guides.historyLink')}
        </PrefetchLink>
      </div>
      {guide.status !== 'published' && (
        <p className="mb-6 max-w-3xl rounded-lg border border-line-strong bg-surface p-3 text-sm">
          <Badge tone="warning">{t(`guides.history.status.${guide.status}`)}</Badge>{' '}
          {t('guides.notPublished')}
        </p>
      )}
      <div className={toc ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]' : undefined}>
        {toc && (
          <aside className="lg:order-2">
            <GuideToc headings={guide.headings} language={guide.language} />
          </aside>
        )}
        <article aria-label={guide.title} className="min-w-0">
          <GuideBody html={guide.html} language={guide.language} />
        </article>
      </div>
    </>
  );
}
