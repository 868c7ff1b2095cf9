import { useCallback, useMemo } from 'react';
import { DEFAULT_TTK_VIEW, HIT_ZONES, queryText, type HitZone, type TtkView } from '@dfwiki/shared';
import { useSearchParamsNow } from '../../../lib/use-url-params';

// URL words: ?ammo=gold|blue|custom&zone=<engine zone>&pen=<level>&round=<id>&armour=0-6
// &category=<name>&sort=category|name|ttk&dir=asc|desc. Old links said ammo=yellow for gold.
const AMMO_PARAM: Record<TtkView['ammo'], string> = { yellow: 'gold', blue: 'blue', custom: 'custom' };

const level = (text: string | null, max: number, fallback: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
};

/** Reads the whole TTK view from the query string; unknown values fall back to the defaults. */
export function parseTtkView(params: URLSearchParams): TtkView {
  const d = DEFAULT_TTK_VIEW;
  const ammo = params.get('ammo');
  const zone = params.get('zone');
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    ammo: ammo === 'blue' || ammo === 'custom' ? ammo : 'yellow',
    target: (HIT_ZONES as readonly string[]).includes(zone ?? '') ? (zone as HitZone) : d.target,
    penetration: level(params.get('pen'), 7, d.penetration),
    round: queryText(params.get('round')) || d.round,
    armour: level(params.get('armour'), 6, d.armour),
    category: queryText(params.get('category')) || d.category,
    sortKey: sort === 'name' || sort === 'ttk' || sort === 'category' ? sort : d.sortKey,
    direction: dir === 'desc' || dir === 'asc' ? dir : d.direction,
  };
}

/** Writes a view; defaults are left out so the plain page URL stays short, custom choices only on Custom. */
export function ttkViewParams(view: TtkView): URLSearchParams {
  const d = DEFAULT_TTK_VIEW;
  const p = new URLSearchParams();
  if (view.ammo !== d.ammo) p.set('ammo', AMMO_PARAM[view.ammo]);
  if (view.target !== d.target) p.set('zone', view.target);
  if (view.ammo === 'custom') {
    if (view.round) p.set('round', view.round);
    else if (view.penetration !== d.penetration) p.set('pen', String(view.penetration));
    if (view.armour !== d.armour) p.set('armour', String(view.armour));
  }
  if (view.category !== d.category) p.set('category', view.category);
  if (view.sortKey !== d.sortKey) p.set('sort', view.sortKey);
  if (view.direction !== d.direction) p.set('dir', view.direction);
  return p;
}

export function useTtkView() {
  const [params, setParams] = useSearchParamsNow();
  const view = useMemo(() => parseTtkView(params), [params]);
  const update = useCallback(
    (patch: Partial<TtkView>) =>
      setParams((prev) => ttkViewParams({ ...parseTtkView(prev), ...patch }), { preventScrollReset: true }),
    [setParams],
  );
  /** Reset Filters: everything back to the defaults except the ammo tab and the custom choice. */
  const reset = useCallback(
    () =>
      setParams(
        (prev) => {
          const { ammo, penetration, round, armour } = parseTtkView(prev);
          return ttkViewParams({ ...DEFAULT_TTK_VIEW, ammo, penetration, round, armour });
        },
        {
          preventScrollReset: true,
        },
      ),
    [setParams],
  );
  return { view, update, reset };
}
