import { cx } from '../../../lib/cx';
import { gradeStyle } from './grade';

/** The item's footprint in a backpack: width × length cells in its grade's colour. */
export function ItemGrid({
  width,
  length,
  grade,
  label,
  cell = 'h-6 w-6',
}: {
  width: number;
  length: number;
  grade: number | null;
  label: string;
  cell?: string;
}) {
  const style = gradeStyle(grade);
  return (
    <div
      role="img"
      aria-label={label}
      className="inline-grid gap-0.5"
      style={{ gridTemplateColumns: `repeat(${width}, auto)` }}
      data-testid="item-grid"
    >
      {Array.from({ length: width * length }, (_, i) => (
        <span key={i} className={cx('rounded-sm border border-line-strong', style.cell, cell)} />
      ))}
    </div>
  );
}
