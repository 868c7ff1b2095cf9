import { useCallback, useSyncExternalStore } from 'react';
import { matchesMedia } from './match-media';

/**
 * Live result of a CSS media query (true where matchMedia is missing, e.g. jsdom). The server
 * and hydration see `serverValue`; layout that must be right on first paint belongs in CSS.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => serverValue,
  );
}
