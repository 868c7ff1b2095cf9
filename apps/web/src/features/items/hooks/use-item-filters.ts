import { useCallback, useMemo } from 'react';
import { useUrlParams, type ParamChanges } from '../../../lib/use-url-params';
import { readItemFilters } from './item-filters';

/**
 * The item list's filters in the URL. Any change but the page's goes back to page 1; a category
 * change also clears the subcategory, which belongs to one category.
 */
export function useItemFilters() {
  const [params, update] = useUrlParams();
  const filters = useMemo(() => readItemFilters(params), [params]);
  const set = useCallback(
    (changes: ParamChanges) =>
      update({
        ...changes,
        ...('page' in changes ? {} : { page: null }),
        ...('category' in changes ? { subcategory: null } : {}),
      }),
    [update],
  );
  return { filters, set };
}
