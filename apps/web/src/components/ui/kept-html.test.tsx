// What only shows data keeps the server's HTML when the app takes a page over: its components do not
// run in the browser until what they show changes. Controls hydrate as usual. Each test renders on
// the "server" (renderToString), then hydrates that HTML as the browser does.
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTakingOver } from '../../lib/take-over';
import { KeptHtml } from './kept-html';
import { DataTable, type Column } from './table';

// React's act() environment, so updates flush inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'AK-12' },
  { id: 2, name: 'M4A1' },
];

/** How often each part rendered in this test. */
let renders = { shown: 0, control: 0 };

const rendered = (part: keyof typeof renders) => void renders[part]++;

function Shown({ row }: { row: Row }) {
  rendered('shown');
  return <a href={`/wiki/weapons/${row.id}`}>{row.name}</a>;
}

function Control({ row }: { row: Row }) {
  rendered('control');
  return <button type="button">Open {row.name}</button>;
}

const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (row) => <Shown row={row} /> },
  { header: 'Actions', live: true, cell: (row) => <Control row={row} /> },
];

function Table({ rows }: { rows: readonly Row[] }) {
  return <DataTable label="Weapons" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />;
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

/** The server's HTML of `ui`, taken over by the browser as start-app.tsx does. */
async function takeOver(ui: ReactNode, server: ReactNode = ui) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(server);
  renders = { shown: 0, control: 0 };
  setTakingOver(true);
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  setTakingOver(false);
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  recoverable.mockReset();
  setTakingOver(false);
});

describe('a DataTable taken over from the server', () => {
  it('keeps the HTML of cells that only show the row, and hydrates the cells with controls', async () => {
    await takeOver(<Table rows={ROWS} />);
    expect(renders).toEqual({ shown: 0, control: 2 });
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(container.querySelector('td')?.textContent).toBe('AK-12');
    expect(recoverable).not.toHaveBeenCalled();
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
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps nothing when the browser renders the page itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    renders = { shown: 0, control: 0 };
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

describe('KeptHtml', () => {
  function Block({ shows }: { shows: Row }) {
    return (
      <KeptHtml as="section" shows={shows} className="stats">
        <Shown row={shows} />
      </KeptHtml>
    );
  }

  it('keeps its server HTML while it shows the same value, and renders once the value changes', async () => {
    await takeOver(<Block shows={ROWS[0]} />);
    expect(renders.shown).toBe(0);
    expect(container.querySelector('section.stats')?.textContent).toBe('AK-12');
    await act(async () => root!.render(<Block shows={ROWS[0]} />));
    expect(renders.shown).toBe(0);
    await act(async () => root!.render(<Block shows={ROWS[1]} />));
    expect(renders.shown).toBeGreaterThanOrEqual(1);
    expect(container.querySelector('section.stats')?.textContent).toBe('M4A1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  /** A page whose kept HTML holds `link`, taken over in a router; then a plain click on the link. */
  async function clickKeptLink(link: ReactNode) {
    const routes = [
      { path: '/', element: <KeptHtml shows={null}>{link}</KeptHtml> },
      { path: '/wiki/weapons/1', element: <p>Weapon page</p> },
    ];
    const router = createMemoryRouter(routes);
    await takeOver(
      <RouterProvider router={router} />,
      <RouterProvider router={createMemoryRouter(routes)} />,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void container.querySelector('a')!.dispatchEvent(click));
    return { router, click };
  }

  it('follows a link in kept HTML inside the app, as the router link would', async () => {
    const { router, click } = await clickKeptLink(<Link to="/wiki/weapons/1">AK-12</Link>);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/wiki/weapons/1');
    expect(container.textContent).toBe('Weapon page');
  });

  it('leaves a link to another site to the browser', async () => {
    const { router, click } = await clickKeptLink(<a href="https://example.org/wiki">Elsewhere</a>);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a jump within the page (a table of contents) to the browser', async () => {
    const { router, click } = await clickKeptLink(<a href="#part-2">Part 2</a>);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.hash).toBe('');
  });
});
