import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryText } from '@dfwiki/shared';

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

/**
 * A text box bound to one query parameter. The box keeps its own state (the URL updates a tick
 * later, which would otherwise move the caret) and follows the URL when it changes elsewhere.
 */
export function useUrlText(key: string): [string, (value: string) => void] {
  const [params, update] = useUrlParams();
  const fromUrl = queryText(params.get(key));
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl !== text) setText(fromUrl);
  }
  const change = useCallback(
    (value: string) => {
      setText(value);
      setSeen(value);
      update({ [key]: value });
    },
    [key, update],
  );
  return [text, change];
}
