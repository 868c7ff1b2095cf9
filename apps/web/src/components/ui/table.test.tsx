import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './table';

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
