import { useCallback } from 'react';
import { queryText, STORAGE_TYPES, slugify, type StorageType } from '@dfwiki/shared';
import { useSearchParamsNow } from '../../../lib/use-url-params';

export type StorageTab = 'all' | StorageType;
/** Tab ids as they appear in the URL: ?type=chest-rig | backpack (All Items = no param). */
export const STORAGE_TABS: { id: string; type: StorageTab }[] = [
  { id: 'all', type: 'all' },
  ...STORAGE_TYPES.map((type) => ({ id: slugify(type), type })),
];

/** The storage view in the URL: ?type= (tab) and ?q= (name filter, also set by site search). */
export function useStorageTab() {
  const [params, setParams] = useSearchParamsNow();
  const tab = STORAGE_TABS.find((t) => t.id === params.get('type')) ?? STORAGE_TABS[0]!;
  const query = queryText(params.get('q'));
  const update = useCallback(
    (key: 'type' | 'q', value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { preventScrollReset: true, replace: key === 'q' },
      ),
    [setParams],
  );
  const setTab = useCallback((id: string) => update('type', id === 'all' ? null : id), [update]);
  const setQuery = useCallback((q: string) => update('q', q.trim() ? q : null), [update]);
  return { tab, setTab, query, setQuery };
}
