import { useCallback, useEffect, useState } from 'react';
import { LOCAL_STORAGE_KEYS } from '../../lib/constants';
import { readStorage, writeStorage } from '../../lib/safe-storage';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Desktop sidebar collapsed state, remembered in localStorage and mirrored on <html data-sidebar>
 * (the boot script sets that attribute before the first paint, so the page's width is right at
 * once; the sidebar's own markup follows when hydrated, as the server renders it expanded).
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(
    () => readStorage(LOCAL_STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  const hydrated = useHydrated();
  useEffect(() => {
    document.documentElement.dataset.sidebar = collapsed ? 'collapsed' : 'expanded';
  }, [collapsed]);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      writeStorage(LOCAL_STORAGE_KEYS.sidebarCollapsed, String(!value));
      return !value;
    });
  }, []);
  return [hydrated && collapsed, toggle];
}
