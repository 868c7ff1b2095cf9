import { useId, type Key, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** A hand-drawn SVG chart, named for screen readers by its `title`. */
export function ChartSvg({
  width,
  height,
  title,
  testId,
  className,
  children,
}: {
  width: number;
  height: number;
  title: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      className={cx('block max-w-full', className)}
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

/** A chart's numbers as a table that only screen readers see. */
export function ChartDataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly { header: string; cell: (row: Row) => ReactNode }[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A dashed horizontal grid line from `x1` to `x2` at `y`, with its value written left of it. */
export function GridLine({ x1, x2, y, label }: { x1: number; x2: number; y: number; label: ReactNode }) {
  return (
    <g aria-hidden="true">
      <line x1={x1} x2={x2} y1={y} y2={y} className="stroke-line" strokeDasharray="4 4" />
      <text x={x1 - 7} y={y} dy="0.32em" textAnchor="end" className="fill-fg-muted text-[11px] tabular-nums">
        {label}
      </text>
    </g>
  );
}
