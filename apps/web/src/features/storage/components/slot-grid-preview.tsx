import { useEffect, useState, type CSSProperties } from 'react';
import { STORAGE_ANIM, type StorageItem } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { useMediaQuery } from '../../../lib/use-media-query';
import { RARITY_STYLES } from './rarity';

const GAP = 2;
const CELL_STEP = STORAGE_ANIM.cell + GAP;
// Each cell fades in within the window left after the stagger: start + stagger + FADE = end.
const FADE = STORAGE_ANIM.end - STORAGE_ANIM.start - STORAGE_ANIM.stagger;

type Phase = 'idle' | 'running' | 'done';

/**
 * The storage layout as an animated slot grid: generation starts 50 ms after the item
 * changes (mount with key={item.id} to restart), cells light up staggered over 800 ms, and it is
 * finished at 1000 ms. Under prefers-reduced-motion the grid is drawn filled at once. The
 * animation is CSS (`.df-slot-cell`), so it plays from the server's HTML; `data-phase` follows
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

  const total = item.gridGroups.reduce((n, g) => n + g.sections.reduce((m, s) => m + s.cols * s.rows, 0), 0);
  let index = 0;
  return (
    <div
      role="img"
      aria-label={label}
      data-phase={reduced ? 'done' : phase}
      className="flex flex-wrap items-start gap-3"
    >
      {item.gridGroups.map((group, g) => {
        const cols = Math.max(...group.sections.map((s) => s.x + s.cols));
        const rows = Math.max(...group.sections.map((s) => s.y + s.rows));
        return (
          <div
            key={g}
            className="relative rounded-md bg-sunken p-1 ring-1 ring-line"
            style={{ width: cols * CELL_STEP + 8 + 2, height: rows * CELL_STEP + 8 + 2 }}
          >
            {group.sections.map((s, k) => (
              <div
                key={k}
                className="absolute grid rounded-sm ring-1 ring-line-strong"
                style={{
                  left: 4 + s.x * CELL_STEP + 1,
                  top: 4 + s.y * CELL_STEP + 1,
                  gridTemplateColumns: `repeat(${s.cols}, ${STORAGE_ANIM.cell}px)`,
                  gap: GAP,
                }}
              >
                {Array.from({ length: s.cols * s.rows }, (_, c) => {
                  const delay = total > 1 ? (index++ / (total - 1)) * STORAGE_ANIM.stagger : 0;
                  const style = {
                    '--df-cell-delay': `${STORAGE_ANIM.start + Math.round(delay)}ms`,
                    '--df-cell-fade': `${FADE}ms`,
                    width: STORAGE_ANIM.cell,
                    height: STORAGE_ANIM.cell,
                  } as CSSProperties;
                  return (
                    <span
                      key={c}
                      style={style}
                      className={cx('df-slot-cell rounded-[3px]', RARITY_STYLES[item.rarity].cell)}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
