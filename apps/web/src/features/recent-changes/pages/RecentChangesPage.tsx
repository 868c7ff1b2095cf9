import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import History from 'lucide-react/icons/history';
import Rss from 'lucide-react/icons/rss';
import { pathTo, RECENT_CHANGE_KINDS, RECENT_CHANGES_FEED_PATH, type RecentChangeKind } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { pageLoader } from '../../../lib/page-loader';
import { beforeFromUrl, kindFromUrl, recentChangesQuery } from '../api/recent-changes';
import { ChangeItem, LINK } from '../components/change-item';

const feedHref = (kind: RecentChangeKind | null) =>
  kind ? `${RECENT_CHANGES_FEED_PATH}?kind=${kind}` : RECENT_CHANGES_FEED_PATH;

const readsOf = (search: URLSearchParams) =>
  recentChangesQuery(kindFromUrl(search.get('kind')), beforeFromUrl(search.get('before')));

/** What the page reads, and its head: the Atom feed of the same filter as an alternate. */
export const pageData = pageLoader(({ search }) => [readsOf(search)], {
  head: ({ search, t }) => ({
    title: t('meta.recentChanges.title'),
    feed: { title: t('recentChanges.feedTitle'), href: feedHref(kindFromUrl(search.get('kind'))) },
  }),
});

/** The address of the list with this filter (and page). */
const listPath = (kind: RecentChangeKind | null, before?: number) => {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (before) query.set('before', String(before));
  return `${pathTo('recentChanges')}${query.size ? `?${query}` : ''}`;
};

/** The filter: every kind, or one, as links (the address holds it, so a filtered list can be shared). */
function KindTabs({ kind }: { kind: RecentChangeKind | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('recentChanges.filterLabel')} className="mb-4 flex flex-wrap gap-2">
      {[null, ...RECENT_CHANGE_KINDS].map((k) => (
        <PrefetchLink
          key={k ?? 'all'}
          to={listPath(k)}
          preventScrollReset
          aria-current={k === kind ? 'page' : undefined}
          data-testid={`kind-${k ?? 'all'}`}
          className={cx(
            'rounded-full border px-3 py-1.5 text-sm font-medium',
            k === kind
              ? 'border-accent bg-active text-active-fg'
              : 'border-line-strong text-link hover:bg-surface-hover',
          )}
        >
          {t(k ? `recentChanges.kinds.${k}` : 'recentChanges.kinds.all')}
        </PrefetchLink>
      ))}
    </nav>
  );
}

/** /wiki/recent-changes: the wiki's published changes, newest first, by kind (docs/product.md). */
export default function RecentChangesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindFromUrl(params.get('kind'));
  const before = beforeFromUrl(params.get('before'));
  const { data, isPending, isError, refetch } = useQuery(recentChangesQuery(kind, before));
  return (
    <>
      <PageHeader
        texts="recentChanges"
        actions={
          <a
            href={feedHref(kind)}
            className={cx(LINK, 'inline-flex items-center gap-1 text-sm')}
            data-testid="feed-link"
          >
            <Rss size={16} aria-hidden="true" />
            {t('recentChanges.feedLink')}
          </a>
        }
      />
      <KindTabs kind={kind} />
      {isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : isError ? (
        <EmptyState
          title={t('recentChanges.loadError')}
          action={
            <button type="button" className={LINK} onClick={() => void refetch()}>
              {t('recentChanges.retry')}
            </button>
          }
        />
      ) : data.changes.length === 0 ? (
        <EmptyState icon={<History size={36} />} texts="recentChanges.empty" />
      ) : (
        <Card className="px-4 sm:px-6">
          <ol data-testid="recent-changes">
            {data.changes.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ol>
        </Card>
      )}
      {(before || data?.next_before) && (
        <nav aria-label={t('recentChanges.pagesLabel')} className="mt-4 flex flex-wrap gap-4 text-sm">
          {before && (
            <PrefetchLink to={listPath(kind)} className={LINK}>
              {t('recentChanges.newest')}
            </PrefetchLink>
          )}
          {data?.next_before && (
            <PrefetchLink to={listPath(kind, data.next_before)} className={LINK} data-testid="older-link">
              {t('recentChanges.older')}
            </PrefetchLink>
          )}
        </nav>
      )}
    </>
  );
}
