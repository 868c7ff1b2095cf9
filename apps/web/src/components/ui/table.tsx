import type { HTMLAttributes, Key, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { cx } from '../../lib/cx';
import {
  KEEP_SERVER_HTML,
  KEPT_ATTRIBUTE,
  declaredDataOnly,
  useKeptHtml,
  useKeptLinks,
} from '../../take-over/kept-html';
import {
  MAX_PLACED_COLUMN,
  hiddenFromClass,
  nowrapClass,
  shownFromClass,
  type HiddenFrom,
  type ShownFrom,
} from './table-columns';

/** Scrollable, bordered wrapper. `label` names the table for screen readers (rendered as <caption>). */
export function Table({
  label,
  children,
  className,
  tableClassName,
  captionVisible = false,
  scrolls = false,
  ref,
  ...handlers
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** Classes of the <table> itself (DataTable's column placement). */
  tableClassName?: string;
  captionVisible?: boolean;
  /** The table is wider than a phone: its box takes focus so a keyboard can scroll it. */
  scrolls?: boolean;
  ref?: Ref<HTMLDivElement>;
} & Pick<HTMLAttributes<HTMLDivElement>, 'onClick' | 'onMouseOver'>) {
  const focusable = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div
      ref={ref}
      className={cx('overflow-x-auto rounded-xl border border-table-line bg-surface', className)}
      {...focusable}
      {...handlers}
    >
      <table className={cx('w-full border-collapse text-left text-sm', tableClassName)}>
        <caption className={captionVisible ? 'px-4 py-3 text-left font-semibold' : 'sr-only'}>
          {label}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A table's head: its header cells take their look from it (`df-head`, styles/index.css). */
export function THead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx('df-head', className)} {...rest} />;
}

export function TBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cx('[&>tr:nth-child(even)]:bg-table-row-alt', className)} {...rest} />;
}

export type TrProps = HTMLAttributes<HTMLTableRowElement> & {
  highlighted?: boolean;
  [data: `data-${string}`]: string | number | undefined;
};

const HIGHLIGHTED = 'bg-active! text-active-fg';
const rowClasses = (highlighted: boolean | undefined, className: string | undefined) =>
  cx(
    'df-tr', // border and hover (styles/index.css)
    highlighted && HIGHLIGHTED,
    className,
  );

export function Tr({ className, highlighted, ...rest }: TrProps) {
  return <tr className={rowClasses(highlighted, className)} {...rest} />;
}

export type SortDirection = 'asc' | 'desc';

export interface ThProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Makes the header a sort button; `sorted` is this column's current direction (or undefined). */
  onSort?: () => void;
  sorted?: SortDirection;
}

export function Th({ className, onSort, sorted, children, ...rest }: ThProps) {
  const ariaSort =
    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : onSort ? 'none' : undefined;
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={className || undefined} {...rest}>
      {onSort ? (
        <button
          type="button"
          onClick={onSort}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:bg-hover"
        >
          {children}
          <Icon size={14} aria-hidden="true" className={sorted ? '' : 'opacity-60'} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

/** Padding, alignment and figures of even width, of a body cell (styles/index.css): tables repeat it hundreds of times. */
const CELL_CLASS = 'df-td';

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx(CELL_CLASS, className)} {...rest} />;
}

/** One column of a DataTable: its header, the cell a row gets, and where the column shows. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The column shows from this breakpoint up ('sm': hidden on phones). */
  from?: ShownFrom;
  /** The column hides from this breakpoint up (a summary that wider screens show in full). */
  until?: HiddenFrom;
  align?: 'right';
  /** The body cells never wrap (a range such as "0.4–0.9", a date). */
  nowrap?: boolean;
  /** Extra classes of the header cell and of the body cells. */
  headClassName?: string;
  className?: string;
  /** Makes the header a sort button (see Th). */
  onSort?: () => void;
  sorted?: SortDirection;
  /**
   * The cells hold controls (buttons, inputs) and hydrate in the browser. Other cells only show the
   * row: the server's HTML of them is kept (take-over/kept-html.tsx) until the rows change.
   */
  live?: boolean;
}

// Short classes of styles/index.css (every cell of a column repeats them).
const SHOWN_FROM = { sm: 'df-col-sm', md: 'df-col-md', lg: 'df-col-lg' } as const;
const HIDDEN_FROM = { lg: 'df-col-until-lg' } as const;

/** A cell's placement said on the cell itself (a column past MAX_PLACED_COLUMN). */
const placement = ({
  from,
  until,
  align,
  nowrap,
}: Pick<Column<never>, 'from' | 'until' | 'align' | 'nowrap'>) =>
  cx(
    from && SHOWN_FROM[from],
    until && HIDDEN_FROM[until],
    align === 'right' && 'text-right',
    nowrap && 'whitespace-nowrap',
  );

/**
 * Where the columns show, said once on the table by position (table-columns.ts); a column past
 * MAX_PLACED_COLUMN keeps its placement on each cell (`cellPlacement`).
 */
function tablePlacement(columns: readonly Pick<Column<never>, 'from' | 'until' | 'nowrap'>[]): string {
  return cx(
    ...columns.flatMap((column, i) =>
      i < MAX_PLACED_COLUMN
        ? [
            column.from && shownFromClass(column.from, i + 1),
            column.until && hiddenFromClass(column.until, i + 1),
            column.nowrap && nowrapClass(i + 1),
          ]
        : [],
    ),
  );
}

/** A body cell's own placement: its alignment, and where it shows if the table cannot say so. */
const cellPlacement = (column: Pick<Column<never>, 'from' | 'until' | 'align' | 'nowrap'>, index: number) =>
  index < MAX_PLACED_COLUMN ? cx(column.align === 'right' && 'text-right') : placement(column);

/**
 * A Table drawn from a column list: one header row, then one row per item. When the app takes over
 * a page the server rendered, the cells of columns that are not `live` keep the server's HTML
 * until `rows` is another array (a filter, a sort, fresh data).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  current,
  rowProps,
  scrolls,
}: {
  label: string;
  scrolls?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Marks the current row (the newest price, this hour's rotation): highlighted, aria-current. */
  current?: (row: Row, index: number) => boolean;
  /** A row's own attributes, e.g. test ids. */
  rowProps?: (row: Row, index: number) => TrProps;
}) {
  const { kept, ref } = useKeptHtml<HTMLDivElement>(rows);
  const links = useKeptLinks(kept);
  return (
    <Table
      label={label}
      scrolls={scrolls}
      ref={ref}
      tableClassName={tablePlacement(columns) || undefined}
      {...links}
    >
      <THead>
        <tr>
          {columns.map((column, i) => (
            <Th
              key={i}
              onSort={column.onSort}
              sorted={column.sorted}
              className={cx(cellPlacement(column, i), column.headClassName)}
            >
              {column.header}
            </Th>
          ))}
        </tr>
      </THead>
      <DataTableBody kept={kept} {...{ columns, rows, rowKey, current, rowProps }} />
    </Table>
  );
}

/** A DataTable's body: its rows and cells take their look from it (styles/index.css), not a class each. */
const BODY_CLASS = 'df-rows';
const KEPT = { [KEPT_ATTRIBUTE]: '' };

/**
 * DataTable's rows. Kept (see DataTable), a table without live columns keeps its whole body, and one
 * with live columns keeps each other cell; the rows and cells are plain elements here, not Tr and
 * Td, so a kept table runs no component per row.
 */
function DataTableBody<Row>({
  kept,
  columns,
  rows,
  rowKey,
  current,
  rowProps,
}: {
  kept: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  current?: (row: Row, index: number) => boolean;
  rowProps?: (row: Row, index: number) => TrProps;
}) {
  const anyLive = columns.some((column) => column.live);
  // Another key once released: React replaces kept HTML rather than adding to it.
  if (kept && !anyLive) return <tbody key="kept" className={BODY_CLASS} {...KEPT} {...KEEP_SERVER_HTML} />;
  return (
    <tbody className={BODY_CLASS} {...(anyLive ? {} : KEPT)}>
      {rows.map((row, index) => {
        const isCurrent = current?.(row, index) ?? false;
        const { className: rowClass, ...rowRest } = rowProps?.(row, index) ?? {};
        return (
          <tr
            key={rowKey(row)}
            className={cx(isCurrent && HIGHLIGHTED, rowClass) || undefined}
            aria-current={isCurrent ? 'true' : undefined}
            {...rowRest}
          >
            {columns.map((column, i) => {
              const className = cx(cellPlacement(column, i), column.className) || undefined;
              if (column.live)
                return (
                  <td key={i} className={className}>
                    {column.cell(row, index)}
                  </td>
                );
              return kept ? (
                <td key={`kept-${i}`} className={className} {...KEPT} {...KEEP_SERVER_HTML} />
              ) : (
                // Only with live cells beside it is a cell kept on its own (else its body is).
                <td key={i} className={className} {...(anyLive ? KEPT : {})}>
                  {declaredDataOnly(column.cell(row, index))}
                </td>
              );
            })}
          </tr>
        );
      })}
    </tbody>
  );
}
