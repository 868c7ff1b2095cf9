// Where a DataTable column shows, said once on the <table> by the column's position instead of on
// every cell of it: a class per placed column (`df-from-lg-5`) and CSS that shows or hides the
// column's cells by position. Tables of a hundred rows repeated the class on each cell; that was a
// tenth of a data page's HTML. vite.config.ts serves the CSS as `virtual:table-columns.css`.

/** Breakpoints of the placement, as Tailwind's default screens (sm, md, lg). */
const SCREENS = { sm: '40rem', md: '48rem', lg: '64rem' } as const;

export type ShownFrom = keyof typeof SCREENS;
export type HiddenFrom = 'lg';

/** Columns past this position carry their placement on each cell, as before (no CSS for them). */
export const MAX_PLACED_COLUMN = 16;

/** The table's class for column `position` (1-based) shown from `from` up. */
export const shownFromClass = (from: ShownFrom, position: number) => `df-from-${from}-${position}`;
/** The table's class for column `position` (1-based) hidden from `until` up. */
export const hiddenFromClass = (until: HiddenFrom, position: number) => `df-until-${until}-${position}`;
/** The table's class for column `position` (1-based) whose body cells never wrap. */
export const nowrapClass = (position: number) => `df-nowrap-${position}`;

const cellsOf = (cls: string, position: number) => `.${cls}>*>tr>:nth-child(${position})`;

/** The CSS of every placement class, in the components layer (a cell's own utilities still win). */
export function tableColumnsCss(): string {
  const positions = Array.from({ length: MAX_PLACED_COLUMN }, (_, i) => i + 1);
  const rules: string[] = [];
  // One rule per class, so that a page's inline styles keep only the rules of its own tables.
  for (const [from, width] of Object.entries(SCREENS) as [ShownFrom, string][])
    for (const p of positions) {
      const cells = cellsOf(shownFromClass(from, p), p);
      rules.push(`${cells}{display:none}@media (width >= ${width}){${cells}{display:table-cell}}`);
    }
  for (const p of positions)
    rules.push(`@media (width >= ${SCREENS.lg}){${cellsOf(hiddenFromClass('lg', p), p)}{display:none}}`);
  for (const p of positions) rules.push(`.${nowrapClass(p)}>tbody>tr>:nth-child(${p}){white-space:nowrap}`);
  return `@layer components{${rules.join('')}}`;
}
