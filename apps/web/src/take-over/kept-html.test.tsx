// KeptHtml keeps the server's HTML of a block that only shows data when the app takes a page over:
// its components do not run in the browser until the data it declares changes, and its links are
// followed inside the app. Each test renders on the "server", then hydrates that HTML.
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renders,
  resetRenders,
  ROWS,
  type Row,
  Shown,
  takeOverHtml,
  type TakenOver,
} from '../test/take-over-html';
import { setTakingOver } from './take-over';
import { KeptHtml } from './kept-html';

let taken: TakenOver | undefined;
let container: HTMLElement;

async function takeOver(ui: ReactNode, server: ReactNode = ui) {
  taken = await takeOverHtml(ui, server, resetRenders);
  container = taken.container;
}

afterEach(() => {
  taken?.remove();
  taken = undefined;
  setTakingOver(false);
});

/** A part that reads the data cache itself (what a kept block must not do). */
function ReadsOnItsOwn() {
  const { data } = useQuery({ queryKey: ['gear'], queryFn: () => 'gear', initialData: 'gear' });
  return <p>{data}</p>;
}

describe('KeptHtml', () => {
  function Block({ shows }: { shows: Row }) {
    return (
      <KeptHtml as="section" data={shows} className="stats">
        {(row) => <Shown row={row} />}
      </KeptHtml>
    );
  }

  it('keeps its server HTML while it shows the same value, and renders once the value changes', async () => {
    await takeOver(<Block shows={ROWS[0]} />);
    expect(renders.shown).toBe(0);
    expect(container.querySelector('section.stats')?.textContent).toBe('AK-12');
    await act(async () => taken!.root.render(<Block shows={ROWS[0]} />));
    expect(renders.shown).toBe(0);
    await act(async () => taken!.root.render(<Block shows={ROWS[1]} />));
    expect(renders.shown).toBeGreaterThanOrEqual(1);
    expect(container.querySelector('section.stats')?.textContent).toBe('M4A1');
    expect(taken!.recoverable).toEqual([]);
  });

  it('will not let a block read data it does not declare (checked in development and tests)', () => {
    const page = (block: ReactNode) =>
      renderToString(<QueryClientProvider client={new QueryClient()}>{block}</QueryClientProvider>);
    expect(() => page(<KeptHtml data={null}>{() => <ReadsOnItsOwn />}</KeptHtml>)).toThrow(
      /does not declare/,
    );
    // Read outside and declared, the same data is fine.
    function Declares() {
      const { data } = useQuery({ queryKey: ['gear'], queryFn: () => 'gear', initialData: 'gear' });
      return <KeptHtml data={data}>{(gear) => <p>{gear}</p>}</KeptHtml>;
    }
    expect(page(<Declares />)).toContain('<p>gear</p>');
  });

  /** A page whose kept HTML holds `link`, taken over in a router; then a plain click on the link. */
  async function clickKeptLink(link: ReactNode) {
    const routes = [
      { path: '/', element: <KeptHtml data={link}>{(link) => link}</KeptHtml> },
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
