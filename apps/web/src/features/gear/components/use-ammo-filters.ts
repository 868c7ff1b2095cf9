import { useMemo } from 'react';
import type { Round } from '@dfwiki/shared';
import { useUrlParams } from '../../../lib/use-url-params';

/** The calibre of rounds that name none (arrows, a few specials): grouped last under this key. */
export const NO_CALIBER = 'other';

const caliberOf = (r: Round) => r.caliber ?? NO_CALIBER;

/**
 * The ammo list's filters, in the URL (`caliber`, `level`), and the rounds they keep grouped by
 * calibre (in the API's order; rounds without a calibre last). An unknown value filters nothing.
 */
export function useAmmoFilters(rounds: readonly Round[]) {
  const [params, update] = useUrlParams();
  const calibers = useMemo(() => {
    const named = [...new Set(rounds.flatMap((r) => (r.caliber ? [r.caliber] : [])))];
    return rounds.some((r) => !r.caliber) ? [...named, NO_CALIBER] : named;
  }, [rounds]);
  const levels = useMemo(
    () =>
      [...new Set(rounds.flatMap((r) => (r.penetration_level === null ? [] : [r.penetration_level])))].sort(
        (a, b) => a - b,
      ),
    [rounds],
  );
  const caliberParam = params.get('caliber') ?? '';
  const levelParam = params.get('level') ?? '';
  const caliber = calibers.includes(caliberParam) ? caliberParam : '';
  const level = levels.map(String).includes(levelParam) ? levelParam : '';

  const shown = useMemo(
    () =>
      rounds.filter(
        (r) => (!caliber || caliberOf(r) === caliber) && (!level || String(r.penetration_level) === level),
      ),
    [rounds, caliber, level],
  );
  const groups = useMemo(
    () =>
      calibers
        .map((c) => ({ caliber: c, rounds: shown.filter((r) => caliberOf(r) === c) }))
        .filter((g) => g.rounds.length > 0),
    [calibers, shown],
  );
  return {
    calibers,
    levels,
    caliber,
    level,
    shown,
    groups,
    setCaliber: (value: string) => update({ caliber: value }),
    setLevel: (value: string) => update({ level: value }),
  };
}
