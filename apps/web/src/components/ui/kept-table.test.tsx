// A DataTable taken over from the server keeps the HTML of the cells that only show their row (see
// take-over/kept-html.tsx): they do not run in the browser until the rows change. Cells marked live
// (controls) hydrate as usual. Each test renders on the "server", then hydrates that HTML.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { setTakingOver } from '../../take-over/take-over';
import {
  Control,
  renders,
  resetRenders,
  ROWS,
  type Row,
  Shown,
  takeOverHtml,
  type TakenOver,
} from '../../test/take-over-html';
import { DataTable, type Column } from './table';

const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (row) => <Shown row={row} /> },
  { header: 'Actions', live: true, cell: (row) => <Control row={row} /> },
];

function Table({ rows }: { rows: readonly Row[] }) {
  return <DataTable label="Weapons" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />;
}

let container: HTMLElement;
let root: Root | undefined;
let taken: TakenOver | undefined;

/** The server's HTML of `ui`, taken over by the browser. */
async function takeOver(ui: ReactNode) {
  taken = await takeOverHtml(ui, ui, resetRenders);
  ({ container, root } = taken);
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  taken = undefined;
  setTakingOver(false);
});

describe('a DataTable taken over from the server', () => {
  it('keeps the HTML of cells that only show the row, and hydrates the cells with controls', async () => {
    await takeOver(<Table rows={ROWS} />);
    expect(renders).toEqual({ shown: 0, control: 2 });
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(container.querySelector('td')?.textContent).toBe('AK-12');
    expect(taken!.recoverable).toEqual([]);
  });

  it('renders the kept cells once the rows are another array, replacing their HTML', async () => {
    await takeOver(<Table rows={ROWS} />);
    await act(async () => root!.render(<Table rows={[...ROWS].reverse()} />));
    expect(renders.shown).toBeGreaterThanOrEqual(2);
    const names = [...container.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
    expect(names).toEqual(['M4A1', 'AK-12']);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('keeps the whole body of a table without live columns, and renders it once the rows change', async () => {
    const shownOnly = COLUMNS.filter((column) => !column.live);
    const ShownTable = ({ rows }: { rows: readonly Row[] }) => (
      <DataTable label="Weapons" columns={shownOnly} rows={rows} rowKey={(row) => row.id} />
    );
    await takeOver(<ShownTable rows={ROWS} />);
    expect(renders.shown).toBe(0);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    await act(async () => root!.render(<ShownTable rows={ROWS.slice(1)} />));
    expect(renders.shown).toBeGreaterThanOrEqual(1);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual(['M4A1']);
    expect(taken!.recoverable).toEqual([]);
  });

  it('keeps nothing when the browser renders the page itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    resetRenders();
    await act(async () => {
      root = createRoot(container);
      root.render(<Table rows={ROWS} />);
    });
    expect(renders.shown).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('td')?.textContent).toBe('AK-12');
  });

  it('renders the cells for real when there was no server HTML to keep', async () => {
    // As when React gives up hydrating a part and renders it in the browser while taking over.
    container = document.createElement('div');
    document.body.append(container);
    setTakingOver(true);
    await act(async () => {
      root = createRoot(container);
      root.render(<Table rows={ROWS} />);
    });
    setTakingOver(false);
    expect(container.querySelector('td')?.textContent).toBe('AK-12');
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });
});
