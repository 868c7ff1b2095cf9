import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { STORAGE_ANIM, STORAGE_ITEMS } from '@dfwiki/shared';
import { FADE, GAP, SlotGridPreview } from './slot-grid-preview';

// The cells' places in the stagger come from :nth-child rules in styles/index.css.
const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../styles/index.css'), 'utf8');
const staggered = Math.max(
  ...[...css.matchAll(/\.df-slot-cells > i:nth-child\((\d+)\)/g)].map((m) => Number(m[1])),
);

describe('SlotGridPreview', () => {
  // Catches: the CSS drifting from the timing rule (start 50 ms, stagger, end 1000 ms) or the cell size.
  it("takes the cells' size, gap, start and fade from .df-slot-grid, as STORAGE_ANIM gives them", () => {
    const grid = /\.df-slot-grid \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const value = (name: string) => new RegExp(`--df-cell-${name}: ([^;]+);`).exec(grid)?.[1];
    expect({
      size: value('size'),
      gap: value('gap'),
      start: value('start'),
      fade: value('fade'),
    }).toEqual({
      size: `${STORAGE_ANIM.cell}px`,
      gap: `${GAP}px`,
      start: `${STORAGE_ANIM.start}ms`,
      fade: `${FADE}ms`,
    });
  });

  it('has a place in the stagger for every cell of every section of the data', () => {
    const largest = Math.max(
      ...STORAGE_ITEMS.flatMap((item) =>
        item.gridGroups.flatMap((g) => g.sections.map((s) => s.cols * s.rows)),
      ),
    );
    expect(largest).toBeLessThanOrEqual(staggered);
  });

  it.each(STORAGE_ITEMS.slice(0, 5).map((item) => [item.name, item]))(
    '%s: one cell per slot, each section starting where the one before ended',
    (_, item) => {
      const { container } = render(<SlotGridPreview item={item} label="grid" />);
      const sections = [...container.querySelectorAll<HTMLElement>('.df-slot-cells')];
      let expected = 0;
      for (const section of sections) {
        expect(Number(section.style.getPropertyValue('--i0'))).toBe(expected);
        expected += section.querySelectorAll('i').length;
      }
      const slots = item.gridGroups.reduce(
        (n, g) => n + g.sections.reduce((m, s) => m + s.cols * s.rows, 0),
        0,
      );
      expect(expected).toBe(slots);
    },
  );

  it.each(STORAGE_ITEMS.slice(0, 5).map((item) => [item.name, item]))(
    '%s: each box says its size and each section its place in cells, as the data gives them',
    (_, item) => {
      const { container } = render(<SlotGridPreview item={item} label="grid" />);
      const boxes = [...container.querySelectorAll<HTMLElement>('.df-slot-box')];
      expect(boxes).toHaveLength(item.gridGroups.length);
      item.gridGroups.forEach((group, g) => {
        const box = boxes[g]!;
        expect(box.style.getPropertyValue('--w')).toBe(
          String(Math.max(...group.sections.map((s) => s.x + s.cols))),
        );
        expect(box.style.getPropertyValue('--h')).toBe(
          String(Math.max(...group.sections.map((s) => s.y + s.rows))),
        );
        const sections = [...box.querySelectorAll<HTMLElement>('.df-slot-cells')];
        group.sections.forEach((s, k) => {
          const style = sections[k]!.style;
          // 0 is left to the stylesheet's default.
          expect([style.getPropertyValue('--x') || '0', style.getPropertyValue('--y') || '0']).toEqual([
            String(s.x),
            String(s.y),
          ]);
          expect(style.getPropertyValue('--cols')).toBe(String(s.cols));
        });
      });
    },
  );
});
