// A search box bound to the URL keeps every letter typed, however fast: the URL's updates from
// earlier keystrokes arrive after the box has moved on, and must not put older text back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams, useUrlText } from './use-url-params';

function Box() {
  const [text, setText] = useUrlText('q');
  const { search } = useLocation();
  return (
    <>
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{search}</output>
    </>
  );
}

function renderBox(initial = '/') {
  // A loader makes each navigation finish a little later, as in the app.
  const router = createMemoryRouter(
    [{ path: '/', element: <Box />, loader: () => new Promise((r) => setTimeout(() => r(null), 5)) }],
    { initialEntries: [initial], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlText', () => {
  it('keeps every letter of fast typing and ends with it in the URL', async () => {
    renderBox();
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'zzzz-no-such-weapon', { delay: null });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(box).toHaveValue('zzzz-no-such-weapon');
    expect(screen.getByRole('status')).toHaveTextContent('?q=zzzz-no-such-weapon');
  });

  it('follows the URL when it changes elsewhere (back, a link)', async () => {
    const router = renderBox('/?q=ak');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('ak');
    await act(() => router.navigate('/?q=m4'));
    expect(box).toHaveValue('m4');
    await act(() => router.navigate('/'));
    expect(box).toHaveValue('');
  });
});

describe('useUrlParams', () => {
  function Filters() {
    const [, update] = useUrlParams();
    const { search } = useLocation();
    return (
      <>
        <button type="button" onClick={() => (update({ ammo: 'blue' }), update({ category: 'SMG' }))}>
          Both
        </button>
        <output>{search}</output>
      </>
    );
  }

  it('keeps a change made before the page rendered the one before it', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Filters />, loader: () => new Promise((r) => setTimeout(() => r(null), 5)) }],
      { hydrationData: { loaderData: { 0: null } } },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(router.state.location.search).toBe('?ammo=blue&category=SMG');
  });
});
