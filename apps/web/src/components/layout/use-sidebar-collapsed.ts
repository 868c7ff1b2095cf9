import { useCallback, useEffect, useState } from 'react';
import { LOCAL_STORAGE_KEYS } from '../../lib/constants';
import { readStorage, writeStorage } from '../../lib/safe-storage';

/** Desktop sidebar collapsed state, remembered in localStorage and mirrored on <html data-sidebar>. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(
    () => readStorage(LOCAL_STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  useEffect(() => {
    document.documentElement.dataset.sidebar = collapsed ? 'collapsed' : 'expanded';
  }, [collapsed]);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      writeStorage(LOCAL_STORAGE_KEYS.sidebarCollapsed, String(!value));
      return !value;
    });
  }, []);
  return [collapsed, toggle];
}
