import type { Round } from '@dfwiki/shared';

// Where each round sits on the chart: penetration level across, damage factor up (log scale, so
// the few very high factors do not squeeze every other round into one band).

export const CHART = { width: 640, height: 300, left: 44, right: 12, top: 12, bottom: 36 } as const;
export const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const Y_TICKS = [0.5, 1, 2, 4] as const;
const Y_MIN = Math.log2(0.4);
const Y_MAX = Math.log2(6);
/** Points closer than this (in chart units) are moved apart within their level column. */
const GAP = 9;

export interface ChartPoint {
  round: Round;
  x: number;
  y: number;
}

const plotWidth = CHART.width - CHART.left - CHART.right;
const plotHeight = CHART.height - CHART.top - CHART.bottom;
const columnWidth = plotWidth / LEVELS.length;

export const levelX = (level: number) => CHART.left + columnWidth * (level + 0.5);

export function factorY(factor: number) {
  const t = (Math.log2(Math.max(factor, 0.4)) - Y_MIN) / (Y_MAX - Y_MIN);
  // A tenth of a unit is finer than any screen shows it; more digits only lengthen the page's HTML.
  return Math.round((CHART.top + plotHeight * (1 - Math.min(t, 1))) * 10) / 10;
}

/** Slot offsets 0, +1, -1, +2, -2… up to `n` either side. */
const slots = (n: number) => [0, ...Array.from({ length: n }, (_, i) => [i + 1, -(i + 1)]).flat()];

/**
 * Rounds with a level and a damage factor, each placed. A point that would cover another moves
 * sideways within its level column, then, when the row is full, a little up or down.
 */
export function placeRounds(rounds: readonly Round[]): ChartPoint[] {
  const placed: ChartPoint[] = [];
  const across = slots(Math.floor((columnWidth / 2 - GAP / 2) / GAP));
  const rows = slots(3);
  for (const round of rounds) {
    const level = round.penetration_level;
    const factor = round.flesh_damage_factor;
    if (level === null || factor === null) continue;
    const centre = { x: levelX(level), y: factorY(factor) };
    const free = (x: number, y: number) => placed.every((p) => Math.hypot(p.x - x, p.y - y) >= GAP);
    let spot = centre;
    search: for (const row of rows)
      for (const slot of across) {
        const x = centre.x + slot * GAP;
        const y = centre.y + row * GAP;
        if (free(x, y)) {
          spot = { x, y };
          break search;
        }
      }
    placed.push({ round, ...spot });
  }
  return placed;
}
