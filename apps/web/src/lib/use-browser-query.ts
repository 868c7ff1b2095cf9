import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
  useQueryClient,
} from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

const noSubscription = () => () => {};

/**
 * A read only the browser makes, once the app has taken over: one account's data (who is signed
 * in, their saved builds) on a page the server renders for everyone. Nothing is read, nor put in
 * the data cache, while the server renders or the app hydrates, so the page's HTML and its state
 * never hold or name it (docs/decisions/024 and 034); until then the result is undefined, as on
 * the server. `enabled: false` waits (e.g. until someone is signed in).
 */
export function useBrowserQuery<T, K extends QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, K>,
): QueryObserverResult<T> | undefined {
  const queryClient = useQueryClient();
  const active = useHydrated() && options.enabled !== false;
  const hash = JSON.stringify(options.queryKey);
  // One observer per key, made only in the browser; it reads when subscribed and keeps the read fresh.
  // The options are the same for one key: the key (hash) says when to observe another read.
  const observer = useMemo(
    () => (active ? new QueryObserver(queryClient, options) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, hash, active],
  );
  const subscribe = useCallback(
    (onChange: () => void) => (observer ? observer.subscribe(onChange) : noSubscription()),
    [observer],
  );
  return useSyncExternalStore(
    subscribe,
    () => observer?.getCurrentResult(),
    () => undefined,
  );
}
