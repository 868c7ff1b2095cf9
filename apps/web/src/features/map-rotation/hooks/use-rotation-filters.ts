import { useCallback } from 'react';
import { slugify } from '@dfwiki/shared';
import { useSearchParamsNow } from '../../../lib/use-url-params';

/** Parses ?hour=<0..23>; anything else is no filter. */
export function parseHour(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const hour = Number(value);
  return hour >= 0 && hour <= 23 ? hour : null;
}

/** ?map=<slug> (a map of the schedule) or ?hour=<n>: picking one clears the other. */
export function useRotationFilters(maps: readonly { name: string; slug: string }[]) {
  const [params, setParams] = useSearchParamsNow();
  const map = maps.find((m) => m.slug === params.get('map'))?.name ?? null;
  const hour = map ? null : parseHour(params.get('hour'));
  const write = useCallback(
    (key: 'map' | 'hour' | null, value: string | null) =>
      setParams(
        () => {
          const next = new URLSearchParams();
          if (key && value !== null) next.set(key, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return {
    map,
    hour,
    setMap: (name: string | null) => write('map', name === null || name === map ? null : slugify(name)),
    setHour: (h: number | null) => write('hour', h === null || h === hour ? null : String(h)),
    reset: () => write(null, null),
  };
}
