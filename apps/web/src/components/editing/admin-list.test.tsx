import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderPage } from '../../test/render-page';
import { AdminList } from './admin-list';

/** The cards list frame over a query that answers `answer` (a rejected promise fails it). */
function CardsFrame({ answer }: { answer: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['frame'], queryFn: answer });
  return (
    <AdminList texts="admin.cards" query={query} empty={query.data?.length === 0}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </AdminList>
  );
}

describe('AdminList', () => {
  it('heads the page from the key prefix and shows the list', async () => {
    renderPage(<CardsFrame answer={async () => ['Red', 'Blue']} />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Card List' })).toBeInTheDocument();
    expect(await screen.findByText('Red, Blue')).toBeInTheDocument();
  });

  it('shows the common failure title with the reason', async () => {
    renderPage(<CardsFrame answer={() => Promise.reject(new Error('Server down'))} />, { path: '/' });
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
  });

  it('shows the empty note of the key prefix', async () => {
    renderPage(<CardsFrame answer={async () => []} />, { path: '/' });
    expect(await screen.findByText('No cards yet.')).toBeInTheDocument();
  });
});
