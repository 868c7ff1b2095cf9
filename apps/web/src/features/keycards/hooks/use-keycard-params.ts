import { useCallback } from 'react';
import { MAP_TABS, queryText, slugify } from '@dfwiki/shared';
import { useSearchParamsNow } from '../../../lib/use-url-params';

export type MapName = (typeof MAP_TABS)[number];
export const MAP_OPTIONS = MAP_TABS.map((name) => ({ name, slug: slugify(name) }));

/** ?map=<slug> (default Zero Dam) and ?q=<name filter>, so a shared link opens the same view. */
export function useKeycardParams() {
  const [params, setParams] = useSearchParamsNow();
  const map = MAP_OPTIONS.find((m) => m.slug === params.get('map')) ?? MAP_OPTIONS[0]!;
  const query = queryText(params.get('q'));

  const setMap = useCallback(
    (slug: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('map', slug);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const setQuery = useCallback(
    (q: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { map, query, setMap, setQuery };
}
