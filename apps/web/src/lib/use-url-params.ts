import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { queryText } from '@dfwiki/shared';
import { useCommittedText } from './use-committed-text';

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * Query-string state for filters and tabs a reader may share (a link shows the same view). `update` merges changes
 * (null/'' removes a key), replaces the history entry and keeps the scroll position.
 */
export function useUrlParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
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
