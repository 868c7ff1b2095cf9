import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import EventsPage from './EventsPage';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/wiki/events',
        element: (
          <>
            <EventsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

describe('EventsPage', () => {
  it('shows the events at once (no artificial delay) with counts', () => {
    renderAt('/wiki/events');
    expect(screen.getByRole('link', { name: 'Gator Frenzy' })).toHaveAttribute(
      'href',
      '/wiki/events/gator-frenzy',
    );
    expect(screen.getByTestId('past-count')).toHaveTextContent('1');
    // Gator Frenzy has no cited source: its card says it is an example.
    expect(screen.getByTestId('example-note')).toHaveTextContent('An example event');
  });

  it('filters and searches, keeping both in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/wiki/events');
    await user.click(screen.getByRole('button', { name: 'Active Only' }));
    expect(screen.getByText('No events found')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?filter=active');

    await user.click(screen.getByRole('button', { name: 'All Events' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'zero DAM');
    expect(screen.getByRole('link', { name: 'Gator Frenzy' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?q=zero+DAM');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });

  it('reads its state from the URL', () => {
    renderAt('/wiki/events?filter=past&q=nothing-like-this');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('nothing-like-this');
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
  });
});
