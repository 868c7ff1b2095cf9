import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './table';
import { MAX_PLACED_COLUMN, nowrapClass, shownFromClass, tableColumnsCss } from './table-columns';

const columns: Column<string>[] = [{ header: 'Hour', cell: (row) => row }];

describe('DataTable', () => {
  it('highlights only the current row and marks it aria-current, keeping the row’s own attributes', () => {
    render(
      <DataTable
        label="Schedule"
        columns={columns}
        rows={['09:00', '10:00', '11:00']}
        rowKey={(row) => row}
        current={(row) => row === '10:00'}
        rowProps={(_row, i) => ({ 'data-hour': i })}
      />,
    );
    const [, ...rows] = within(screen.getByRole('table', { name: 'Schedule' })).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows.map((row) => row.classList.contains('bg-active!'))).toEqual([false, true, false]);
    expect(rows.map((row) => row.getAttribute('data-hour'))).toEqual(['0', '1', '2']);
  });

  it('marks no row without `current`', () => {
    render(<DataTable label="Plain" columns={columns} rows={['a', 'b']} rowKey={(row) => row} />);
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.some((row) => row.hasAttribute('aria-current'))).toBe(false);
    expect(rows.some((row) => row.classList.contains('bg-active!'))).toBe(false);
  });
});

describe('DataTable column placement', () => {
  const placed = (count: number): Column<string>[] =>
    Array.from({ length: count }, (_, i) => ({
      header: `c${i + 1}`,
      cell: (row) => `${row}${i + 1}`,
      ...(i % 2 === 1 ? { from: 'lg' as const } : {}),
      ...(i === 2 ? { from: 'sm' as const, until: 'lg' as const } : {}),
    }));

  // Catches: the placement repeated on every cell again (the HTML weight it saves), or lost.
  it('says once on the table where each column shows, and nothing on its cells', () => {
    const { container } = render(
      <DataTable label="Placed" columns={placed(4)} rows={['a', 'b']} rowKey={(row) => row} />,
    );
    const table = container.querySelector('table')!;
    expect([...table.classList].filter((c) => c.startsWith('df-'))).toEqual([
      'df-from-lg-2',
      'df-from-sm-3',
      'df-until-lg-3',
      'df-from-lg-4',
    ]);
    for (const cell of container.querySelectorAll('td, th'))
      expect([...cell.classList].filter((c) => c.startsWith('df-col-'))).toEqual([]);
  });

  it('keeps the placement on each cell of a column past MAX_PLACED_COLUMN', () => {
    const columns = placed(MAX_PLACED_COLUMN + 2);
    const { container } = render(
      <DataTable label="Wide" columns={columns} rows={['a']} rowKey={(row) => row} />,
    );
    const last = container.querySelector(`tbody td:nth-child(${MAX_PLACED_COLUMN + 2})`)!;
    expect(last).toHaveClass('df-col-lg');
    expect(container.querySelector('table')!.className).not.toContain(`-${MAX_PLACED_COLUMN + 2}`);
  });

  it.each([
    ['sm', '40rem'],
    ['md', '48rem'],
    ['lg', '64rem'],
  ] as const)(
    'has CSS hiding a column shown from %s below %s and showing it from there, by position',
    (from, width) => {
      const css = tableColumnsCss();
      for (const position of [1, MAX_PLACED_COLUMN]) {
        const cells = `.${shownFromClass(from, position)}>*>tr>:nth-child(${position})`;
        expect(css).toContain(
          `${cells}{display:none}@media (width >= ${width}){${cells}{display:table-cell}}`,
        );
      }
    },
  );

  // Catches: a class on each header cell or on each cell of a column that never wraps again.
  it('says once on the table which columns never wrap, and gives the header cells no class', () => {
    const wraps: Column<string>[] = [
      { header: 'Name', cell: (row) => row },
      { header: 'Range', cell: () => '0.4–0.9', nowrap: true },
    ];
    const { container } = render(
      <DataTable label="Ranges" columns={wraps} rows={['a', 'b']} rowKey={(row) => row} />,
    );
    expect(container.querySelector('table')).toHaveClass(nowrapClass(2));
    expect(container.querySelector('thead')).toHaveClass('df-head');
    for (const cell of container.querySelectorAll('td, th')) expect(cell.className).toBe('');
    expect(tableColumnsCss()).toContain(`.${nowrapClass(2)}>tbody>tr>:nth-child(2){white-space:nowrap}`);
    const past = Array.from({ length: MAX_PLACED_COLUMN + 1 }, (_, i) => ({ ...wraps[1]!, header: `c${i}` }));
    const { container: wide } = render(
      <DataTable label="Wide ranges" columns={past} rows={['a']} rowKey={(row) => row} />,
    );
    expect(wide.querySelector(`tbody td:nth-child(${MAX_PLACED_COLUMN + 1})`)).toHaveClass(
      'whitespace-nowrap',
    );
  });
});
