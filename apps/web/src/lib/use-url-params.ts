import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext,
  useSearchParams,
  type Location,
  type SetURLSearchParams,
} from 'react-router';
import { queryText } from '@dfwiki/shared';
import { useCommittedText } from './use-committed-text';

export type ParamChanges = Record<string, string | null | undefined>;

/** The query of the address being loaded, else of the one shown. */
const queryNow = (state: { location: Location; navigation: { location?: Location } }) =>
  new URLSearchParams((state.navigation.location ?? state.location).search);

/**
 * useSearchParams, except that a change given as a function gets the address's query as it is now
 * (or as it is about to be, while a change is still loading).
 * React Router hands it the query of the page's last render instead, which is out of date when a
 * second change follows the first before the page has rendered again (a large table after a filter):
 * the second change then dropped the first.
 */
export function useSearchParamsNow(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The app's router (absent in unit tests that render a page without a data router).
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const setNow = useCallback<SetURLSearchParams>(
    (next, options) =>
      setParams(
        typeof next === 'function'
          ? (rendered) => next(dataRouter ? queryNow(dataRouter.router.state) : rendered)
          : next,
        options,
      ),
    [setParams, dataRouter],
  );
  return [params, setNow];
}

/**
 * Query-string state for filters and tabs a reader may share (a link shows the same view). `update` merges changes
 * (null/'' removes a key), replaces the history entry and keeps the scroll position.
 */
export function useUrlParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParamsNow();
  const update = useCallback(
    (changes: ParamChanges) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [params, update];
}

/** A text box bound to one query parameter (lib/use-committed-text.ts keeps fast typing whole). */
export function useUrlText(key: string): [string, (value: string) => void] {
  const [params, update] = useUrlParams();
  const commit = useCallback((value: string) => update({ [key]: value }), [key, update]);
  return useCommittedText(queryText(params.get(key)), commit, queryText);
}
