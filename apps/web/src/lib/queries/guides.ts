// Published guides (docs/product.md, "Guides"). Shared below features: the guide pages
// (features/guides), the weapon page's Guides & Tips tab (features/weapons) and the search palette
// (components/search) read them. Drafts and the review queue are the writing feature's own reads.
import { queryOptions } from '@tanstack/react-query';
import {
  GUIDE_CATEGORIES,
  type GuideCategory,
  type GuideSubjectType,
  type GuideSummary,
  type PageInfo,
} from '@dfwiki/shared';
import { api } from '../api-client';
import { weaponQuery } from './weapons';

export interface GuideList {
  guides: GuideSummary[];
  page: PageInfo;
}

export interface GuideListFilters {
  category?: GuideCategory;
  /** Words of the title or text (the API searches both). */
  q?: string;
  subject?: { type: GuideSubjectType; id: string | number };
  limit?: number;
}

/** The API's longest search text (GuideListQuerySchema): a longer one is cut, not refused. */
export const GUIDE_QUERY_MAX = 100;

/** A category of the address, or undefined for any other text (the list then shows them all). */
export const readGuideCategory = (value: string | null): GuideCategory | undefined =>
  GUIDE_CATEGORIES.find((c) => c === value);

/** The list's query string, in a fixed order (one cache entry per list). */
export function guideListSearch({ category, q, subject, limit }: GuideListFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  const text = q?.trim().slice(0, GUIDE_QUERY_MAX).trim();
  if (text) params.set('q', text);
  if (subject) {
    params.set('subject_type', subject.type);
    params.set('subject_id', String(subject.id));
  }
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

/** One page of published guides, newest first (GET /guides). */
export const guideListQuery = (filters: GuideListFilters) => {
  const search = guideListSearch(filters);
  return queryOptions({
    queryKey: ['guides', 'list', search] as const,
    queryFn: ({ signal }) => api.get<GuideList>(`/guides${search ? `?${search}` : ''}`, { signal }),
  });
};

/**
 * The published guides about a weapon, by the weapon page's address (its slug or id). Guides name
 * their weapon by id, so this reads the weapon first: the page reads it anyway, and the two
 * share one request.
 */
export const weaponGuidesQuery = (weaponNameId: string) =>
  queryOptions({
    queryKey: ['guides', 'weapon', weaponNameId] as const,
    retryOnMount: false,
    queryFn: async ({ client, signal }) => {
      const weapon = await client.ensureQueryData(weaponQuery(weaponNameId));
      const search = guideListSearch({ subject: { type: 'weapon', id: weapon.id }, limit: 50 });
      return (await api.get<GuideList>(`/guides?${search}`, { signal })).guides;
    },
  });
