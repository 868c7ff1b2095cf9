import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EVENTS,
  SEARCH_KINDS,
  STORAGE_ITEMS,
  buildSearchIndex,
  buildSiteSearchDocs,
  searchIndex,
  pathTo,
  slugify,
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

/** Market items found by name on the server (≈1,450 are too many to send for the index). */
const ITEM_HITS = 6;
function useItemHits(query: string): SearchHit[] {
  const { t } = useTranslation();
  const q = query.trim();
  const items = useQuery({
    queryKey: ['items', 'search', q] as const,
    queryFn: ({ signal }) =>
      api.get<ItemListResponse>(`/items?${new URLSearchParams({ q, limit: String(ITEM_HITS) })}`, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      q.length < 2
        ? []
        : (items.data?.items ?? []).map((i) => ({
            score: 0,
            doc: {
              id: `item-${i.id}`,
              kind: 'item' as const,
              title: i.name,
              subtitle: `${i.name_cn} · ${t(`items.categories.${i.category}`)}`,
              href: pathTo('item', { itemSlug: i.slug }),
            },
          })),
    [items.data, q, t],
  );
}

/** Published guides found by title or text on the server, each titled in its own language. */
const GUIDE_HITS = 5;
function useGuideHits(query: string): SearchHit[] {
  const { t } = useTranslation();
  const q = query.trim();
  const guides = useQuery({
    ...guideListQuery({ q, limit: GUIDE_HITS }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      q.length < 2
        ? []
        : (guides.data?.guides ?? []).map((g) => ({
            score: 0,
            doc: {
              id: `guide-${g.id}`,
              kind: 'guide' as const,
              title: g.title,
              subtitle: `${t(`guides.categories.${g.category}`)} · ${g.language.toUpperCase()}`,
              href: pathTo('guideArticle', { guideSlug: g.slug }),
            },
          })),
    [guides.data, q, t],
  );
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
