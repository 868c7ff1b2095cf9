import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STORAGE_TYPES, slugify, type StorageType } from '@dfwiki/shared';

export type StorageTab = 'all' | StorageType;
/** Tab ids as they appear in the URL: ?type=chest-rig | backpack (All Items = no param). */
export const STORAGE_TABS: { id: string; type: StorageTab }[] = [
  { id: 'all', type: 'all' },
  ...STORAGE_TYPES.map((type) => ({ id: slugify(type), type })),
];

export function useStorageTab() {
  const [params, setParams] = useSearchParams();
  const tab = STORAGE_TABS.find((t) => t.id === params.get('type')) ?? STORAGE_TABS[0]!;
  const setTab = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === 'all') next.delete('type');
          else next.set('type', id);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { tab, setTab };
}
