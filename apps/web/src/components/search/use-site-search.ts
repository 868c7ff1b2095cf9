import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  EVENTS,
  SEARCH_KINDS,
  STORAGE_ITEMS,
  buildSearchIndex,
  buildSiteSearchDocs,
  searchIndex,
  pathTo,
  slugify,
  type GuideSummary,
  type ItemListResponse,
  type SearchDoc,
  type SearchHit,
} from '@dfwiki/shared';
import { api } from '../../lib/api-client';
import { queryClientOf } from '../../take-over/query-client';
import { guideListQuery } from '../../lib/queries/guides';
import { keycardsQuery } from '../../lib/queries/keycards';
import { weaponsQuery } from '../../lib/queries/weapons';
import { searchPages } from './search-pages';

/** Reads the lists the index is built from, so the first search finds them in the cache. */
export async function preloadSearchIndex(): Promise<void> {
  // The browser's one client, which the palette reads too (search-palette.tsx).
  const queryClient = queryClientOf();
  await Promise.all([queryClient.prefetchQuery(weaponsQuery), queryClient.prefetchQuery(keycardsQuery)]);
}

/**
 * Hits the server finds as the reader types (from two letters on), for lists too long for the
 * browser's index; the previous answer stays while the next one loads.
 */
function useServerHits<T, D, K extends QueryKey>(
  query: string,
  options: (q: string) => UseQueryOptions<T, Error, T, K>,
  rows: (data: T) => D[],
  toDoc: (row: D) => SearchDoc,
): SearchHit[] {
  const q = query.trim();
  const found = useQuery({
    ...options(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return useMemo(
    () => (q.length < 2 || !found.data ? [] : rows(found.data).map((row) => ({ score: 0, doc: toDoc(row) }))),
    [found.data, q, rows, toDoc],
  );
}

/** Market items found by name on the server (≈1,450 are too many to send for the index). */
const ITEM_HITS = 6;
const itemSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['items', 'search', q] as const,
    queryFn: ({ signal }) =>
      api.get<ItemListResponse>(`/items?${new URLSearchParams({ q, limit: String(ITEM_HITS) })}`, { signal }),
  });

const itemRows = (data: ItemListResponse) => data.items;

function useItemHits(query: string): SearchHit[] {
  const { t } = useTranslation();
  const toDoc = useCallback(
    (i: ItemListResponse['items'][number]): SearchDoc => ({
      id: `item-${i.id}`,
      kind: 'item',
      title: i.name,
      subtitle: `${i.name_cn} · ${t(`items.categories.${i.category}`)}`,
      href: pathTo('item', { itemSlug: i.slug }),
    }),
    [t],
  );
  return useServerHits(query, itemSearchQuery, itemRows, toDoc);
}

/** Published guides found by title or text on the server, each titled in its own language. */
const GUIDE_HITS = 5;
const guideSearchQuery = (q: string) => guideListQuery({ q, limit: GUIDE_HITS });
const guideRows = (data: { guides: GuideSummary[] }) => data.guides;

function useGuideHits(query: string): SearchHit[] {
  const { t } = useTranslation();
  const toDoc = useCallback(
    (g: GuideSummary): SearchDoc => ({
      id: `guide-${g.id}`,
      kind: 'guide',
      title: g.title,
      subtitle: `${t(`guides.categories.${g.category}`)} · ${g.language.toUpperCase()}`,
      href: pathTo('guideArticle', { guideSlug: g.slug }),
    }),
    [t],
  );
  return useServerHits(query, guideSearchQuery, guideRows, toDoc);
}

/**
 * The search index is built here, in the browser, from the lists the pages already cache
 * (weapons with builds, keycards) plus the static data (storage items, events, pages). The data
 * is small (~100 KB of JSON, a few hundred documents), so a server search endpoint would only add
 * a round trip per keystroke; this way results appear as you type and keep working offline once
 * the lists are loaded. It is rebuilt when the data or the language changes.
 */
export function useSiteSearch(query: string): { hits: SearchHit[]; pages: SearchDoc[]; loading: boolean } {
  const { t } = useTranslation();
  const weapons = useQuery(weaponsQuery);
  const keycards = useQuery(keycardsQuery);

  const index = useMemo(() => {
    const kindWords = Object.fromEntries(SEARCH_KINDS.map((k) => [k, t(`search.kinds.${k}`)]));
    const docs = buildSiteSearchDocs(
      {
        pages: searchPages(t),
        weapons: weapons.data ?? [],
        keycards: keycards.data ?? [],
        storage: STORAGE_ITEMS.map((item) => ({
          ...item,
          typeLabel: t(`search.storageTypes.${slugify(item.type)}`, { defaultValue: item.type }),
        })),
        events: EVENTS.map((e) => ({
          ...e,
          title: t(`events.items.${e.id}.title`, { defaultValue: e.title }),
        })),
      },
      kindWords,
    );
    return buildSearchIndex(docs);
  }, [t, weapons.data, keycards.data]);

  const itemHits = useItemHits(query);
  const guideHits = useGuideHits(query);
  const found = useMemo(() => searchIndex(index, query, { limit: 30 }), [index, query]);
  // Items and guides come after what the index found (pages, weapons, keycards), which are fewer and likelier.
  const hits = useMemo(
    () => [...found, ...guideHits, ...itemHits].slice(0, 30),
    [found, guideHits, itemHits],
  );
  const pages = useMemo(() => index.docs.filter((d) => d.kind === 'page').slice(0, 12), [index]);
  return { hits, pages, loading: weapons.isPending || keycards.isPending };
}
