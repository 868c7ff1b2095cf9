// A player's guides and the reads the write form needs (docs/product.md, "Guides"). The guide
// reading pages have their own reads in their feature; these stay private to the writer and editors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Guide, GuideHeading, GuideInputRaw, ItemListResponse } from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { FRESH_ACCOUNT_DATA } from '../../../lib/queries/session';
import { myGuidesQuery } from '../../../lib/queries/my-lists';

export const useMyGuides = () => useQuery(myGuidesQuery);

/** One guide as its writer or an editor edits it (its body, version and reviews); read fresh. */
export const editedGuideQuery = (id: number) =>
  queryOptions({
    queryKey: ['my-guides', 'edit', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ guide: Guide }>(`/guides/${id}`, { signal, auth: true })).guide,
    ...FRESH_ACCOUNT_DATA,
  });
export const useEditedGuide = (id: number) => useQuery(editedGuideQuery(id));

export const createGuide = async (input: GuideInputRaw) =>
  (await api.post<{ guide: Guide }>('/guides', input, { auth: true })).guide;

/** Saves over the version the form loaded: a newer one answers 409 EDIT_CONFLICT. */
export const updateGuide = async (id: number, input: GuideInputRaw, version: number) =>
  (await api.put<{ guide: Guide }>(`/guides/${id}`, input, { auth: true, ifMatch: version })).guide;

/** The body as its guide page would show it: the server's safe HTML (never rendered here). */
export const previewGuide = (body: string) =>
  api.post<{ html: string; headings: GuideHeading[] }>('/guides/preview', { body }, { auth: true });

/** Items whose name holds `q` (the market items are too many to list whole). */
export const subjectItemsQuery = (q: string) =>
  queryOptions({
    queryKey: ['guide-subject-items', q] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ItemListResponse>(`/items?${new URLSearchParams({ q, limit: '20' })}`, { signal }))
        .items,
    enabled: q.trim().length >= 2,
  });
