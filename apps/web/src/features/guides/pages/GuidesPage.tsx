import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import BookOpen from 'lucide-react/icons/book-open';
import PenLine from 'lucide-react/icons/pen-line';
import Search from 'lucide-react/icons/search';
import { GUIDE_CATEGORIES, MEMBER_PATHS, pathTo, type GuideCategory } from '@dfwiki/shared';
import { GuideCards } from '../../../components/guides/guide-card';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { pageLoader } from '../../../lib/page-loader';
import { GUIDE_QUERY_MAX, guideListQuery, readGuideCategory } from '../../../lib/queries/guides';

/** The list's filters from the address: a known category (any other text shows every one) and the search. */
const readFilters = (search: URLSearchParams) => ({
  category: readGuideCategory(search.get('category')),
  q: (search.get('q') ?? '').slice(0, GUIDE_QUERY_MAX),
});

/** /wiki/guides: published guides by category (?category=), searched (?q=), newest first. */
export const pageData = pageLoader(({ search }) => [guideListQuery(readFilters(search))]);

/** The address of the list in `category` (undefined: all), keeping the search. */
function listHref(category: GuideCategory | undefined, q: string) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  const query = params.toString();
  return `${pathTo('guides')}${query ? `?${query}` : ''}`;
}

/** The categories as links: each is an address, so a list can be shared and works without scripts. */
function CategoryLinks({ current, q }: { current: GuideCategory | undefined; q: string }) {
  const { t } = useTranslation();
  const all = [undefined, ...GUIDE_CATEGORIES] as const;
  return (
    <nav aria-label={t('guides.categoryNav')} className="mb-4 overflow-x-auto">
      <ul className="flex gap-2 pb-1">
        {all.map((category) => {
          const selected = category === current;
          return (
            <li key={category ?? 'all'} className="shrink-0">
              <PrefetchLink
                to={listHref(category, q)}
                aria-current={selected ? 'page' : undefined}
                className={cx(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  selected
                    ? 'border-transparent bg-active text-active-fg theme-contrast:border-focus'
                    : 'border-line-strong text-fg hover:bg-hover',
                )}
              >
                {t(`guides.categories.${category ?? 'all'}`)}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A GET form on the list's address: the browser sends it without scripts, the router with them. */
function GuideSearch({ category, q }: { category: GuideCategory | undefined; q: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={pathTo('guides')} role="search" className="mb-6 flex max-w-xl gap-2">
      {category && <input type="hidden" name="category" value={category} />}
      <label htmlFor="guide-search" className="sr-only">
        {t('guides.search.label')}
      </label>
      <div className="relative flex-1">
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-input-placeholder"
        />
        <input
          // A new address (back, a category link) shows its own search text.
          key={q}
          id="guide-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={GUIDE_QUERY_MAX}
          placeholder={t('guides.search.placeholder')}
          className="h-10 w-full rounded-lg border border-input-line bg-input pr-3 pl-9 text-sm text-input-fg placeholder:text-input-placeholder"
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('guides.search.submit')}
      </Button>
    </Form>
  );
}

export default function GuidesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filters = readFilters(search);
  const list = useQuery({ ...guideListQuery(filters), placeholderData: keepPreviousData });
  const write = `${MEMBER_PATHS.newGuide}${filters.category ? `?category=${filters.category}` : ''}`;
  const writeLink = (
    <ButtonLink to={write} icon={<PenLine size={16} aria-hidden="true" />}>
      {t('guides.write')}
    </ButtonLink>
  );
  return (
    <>
      <PageHeader texts="guides" actions={writeLink} />
      <CategoryLinks current={filters.category} q={filters.q} />
      <GuideSearch category={filters.category} q={filters.q} />
      {list.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : list.isError ? (
        <EmptyState
          title={t('guides.loadError')}
          action={<Button onClick={() => void list.refetch()}>{t('guides.retry')}</Button>}
        />
      ) : list.data.guides.length === 0 ? (
        filters.q ? (
          <EmptyState
            icon={<Search size={36} />}
            texts="guides.noMatch"
            action={
              <ButtonLink to={listHref(undefined, '')} variant="secondary">
                {t('guides.categories.all')}
              </ButtonLink>
            }
          />
        ) : (
          <EmptyState icon={<BookOpen size={36} />} texts="guides.empty" action={writeLink} />
        )
      ) : (
        <section aria-labelledby="guides-found">
          <h2 id="guides-found" className="mb-3 text-sm text-fg-muted" aria-live="polite">
            {t('guides.count', { count: list.data.page.total })}
          </h2>
          <GuideCards guides={list.data.guides} heading="h3" />
        </section>
      )}
    </>
  );
}
