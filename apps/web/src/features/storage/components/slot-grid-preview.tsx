import { useEffect, useState, type CSSProperties } from 'react';
import { STORAGE_ANIM, type StorageItem } from '@dfwiki/shared';
import { useMediaQuery } from '../../../lib/use-media-query';

export const GAP = 2;
/** Each cell fades in within the window left after the stagger: start + stagger + FADE = end. */
export const FADE = STORAGE_ANIM.end - STORAGE_ANIM.start - STORAGE_ANIM.stagger;

type Phase = 'idle' | 'running' | 'done';

/** The index of each section's first cell in the whole grid's stagger (group by group), and the cell count. */
function firstCells(item: StorageItem): { firsts: number[][]; total: number } {
  let total = 0;
  const firsts = item.gridGroups.map((group) =>
    group.sections.map((s) => {
      const first = total;
      total += s.cols * s.rows;
      return first;
    }),
  );
  return { firsts, total };
}

/**
 * The storage layout as an animated slot grid: generation starts 50 ms after the item
 * changes (mount with key={item.id} to restart), cells light up staggered over 800 ms, and it is
 * finished at 1000 ms. Under prefers-reduced-motion the grid is drawn filled at once. The
 * animation is CSS (`.df-slot-cells`), so it plays from the server's HTML; `data-phase` follows
 * its timeline once the app runs.
 */
export function SlotGridPreview({ item, label }: { item: StorageItem; label: string }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [phase, setPhase] = useState<Phase>('idle');
  useEffect(() => {
    if (reduced) return;
    const start = setTimeout(() => setPhase('running'), STORAGE_ANIM.start);
    const end = setTimeout(() => setPhase('done'), STORAGE_ANIM.end);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, [reduced]);

  const { firsts, total } = firstCells(item);
  // A cell's place in the stagger is its section's first index (--i0) plus its position (--n).
  const step = total > 1 ? STORAGE_ANIM.stagger / (total - 1) : 0;
  return (
    <div
      role="img"
      aria-label={label}
      data-phase={reduced ? 'done' : phase}
      data-rarity={item.rarity}
      className="df-slot-grid"
      // The cell size, gap, start and fade are the same for every grid: .df-slot-grid sets them
      // (slot-grid-preview.test.tsx holds them to STORAGE_ANIM); the step depends on the cell count.
      style={{ '--df-cell-step': `${step.toFixed(2)}ms` } as CSSProperties}
    >
      {item.gridGroups.map((group, g) => {
        const cols = Math.max(...group.sections.map((s) => s.x + s.cols));
        const rows = Math.max(...group.sections.map((s) => s.y + s.rows));
        return (
          // Sizes and places in cells (--w, --h, --x, --y): .df-slot-box and .df-slot-cells turn
          // them into pixels, so each of a page's hundreds of sections carries a few bytes.
          <div key={g} className="df-slot-box" style={{ '--w': cols, '--h': rows } as CSSProperties}>
            {group.sections.map((s, k) => (
              <div
                key={k}
                className="df-slot-cells"
                style={
                  {
                    // 0 is the stylesheet's default.
                    '--x': s.x || undefined,
                    '--y': s.y || undefined,
                    '--cols': s.cols,
                    '--i0': firsts[g]![k],
                  } as CSSProperties
                }
              >
                {/* Hundreds of cells on a page: each is a bare element, drawn by .df-slot-cells. */}
                {Array.from({ length: s.cols * s.rows }, (_, c) => (
                  <i key={c} />
                ))}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
