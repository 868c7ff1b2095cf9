import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_TTK_VIEW, queryText, type DisplayAmmo, type TtkView } from '@dfwiki/shared';

// URL words: ?ammo=gold|blue&zone=chest|head&category=<name>&sort=category|name|ttk&dir=asc|desc
const AMMO_PARAM: Record<DisplayAmmo, string> = { yellow: 'gold', blue: 'blue' };

/** Reads the whole TTK view from the query string; unknown values fall back to the defaults. */
export function parseTtkView(params: URLSearchParams): TtkView {
  const d = DEFAULT_TTK_VIEW;
  const zone = params.get('zone');
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    ammo: params.get('ammo') === 'blue' ? 'blue' : 'yellow',
    target: zone === 'head' ? 'head' : d.target,
    category: queryText(params.get('category')) || d.category,
    sortKey: sort === 'name' || sort === 'ttk' || sort === 'category' ? sort : d.sortKey,
    direction: dir === 'desc' || dir === 'asc' ? dir : d.direction,
  };
}

/** Writes a view; defaults are left out so the plain page URL stays short. */
export function ttkViewParams(view: TtkView): URLSearchParams {
  const d = DEFAULT_TTK_VIEW;
  const p = new URLSearchParams();
  if (view.ammo !== d.ammo) p.set('ammo', AMMO_PARAM[view.ammo]);
  if (view.target !== d.target) p.set('zone', view.target);
  if (view.category !== d.category) p.set('category', view.category);
  if (view.sortKey !== d.sortKey) p.set('sort', view.sortKey);
  if (view.direction !== d.direction) p.set('dir', view.direction);
  return p;
}

export function useTtkView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseTtkView(params), [params]);
  const update = useCallback(
    (patch: Partial<TtkView>) =>
      setParams((prev) => ttkViewParams({ ...parseTtkView(prev), ...patch }), { preventScrollReset: true }),
    [setParams],
  );
  /** Reset Filters: everything back to the defaults except the ammo tab. */
  const reset = useCallback(
    () =>
      setParams((prev) => ttkViewParams({ ...DEFAULT_TTK_VIEW, ammo: parseTtkView(prev).ammo }), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { view, update, reset };
}
