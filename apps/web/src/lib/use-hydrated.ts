import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * false on the server and during hydration, true afterwards (and on any purely client render).
 * Values only the browser knows (stored choices, local time) wait for it, so the first client
 * render matches the server's HTML; React then re-renders with the real value, without a warning.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
