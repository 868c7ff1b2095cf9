import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { renderPage } from '../../../test/render-page';
import { StorageCard } from './storage-card';

describe('StorageCard', () => {
  it.each(STORAGE_ITEMS.slice(0, 3).map((item) => [item.name, item]))(
    "%s: our English name with the game's Chinese name beside it",
    (_, item) => {
      renderPage(<StorageCard item={item} />, { path: '/' });
      const card = screen.getByTestId('storage-card');
      expect(within(card).getByRole('heading', { name: item.name })).toBeInTheDocument();
      const original = within(card).getByText(item.name_cn);
      expect(original).toHaveAttribute('lang', 'zh');
    },
  );
});

describe('StorageCard effects', () => {
  it('never claims "no penalties" for an item whose data lists none: it says the data lists none, and when', () => {
    const quiet = STORAGE_ITEMS.find((item) => !item.effects?.length)!;
    renderPage(<StorageCard item={quiet} />, { path: '/' });
    const card = screen.getByTestId('storage-card');
    expect(card).toHaveTextContent('No penalty listed in the item data (Dec 2024)');
    expect(card).not.toHaveTextContent('No penalties');
  });
});
