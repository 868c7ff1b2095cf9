import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, serveApi } from '../../../test/render-page';
import ArmorPage from './ArmorPage';
import ArmorPiecePage from './ArmorPiecePage';
import { openGearItem, piece } from '../../../test/gear-fixtures';

const PIECES = [
  piece('body-1'),
  piece('body-4', {
    protection_level: 4,
    name_cn: '重型防弹衣',
    protected_zones: ['chest', 'abdomen', 'shoulder'],
  }),
  piece('helmet-4', {
    type: 'helmet',
    protection_level: 4,
    name_cn: 'DICH-1战术头盔',
    model_zones: ['head'],
    protected_zones: null,
    durability_like_new: null,
    durability_damaged: null,
    repair_loss_cn: null,
    price: null,
    price_as_of: null,
  }),
];

const openPiece = (id: string) =>
  openGearItem(<ArmorPiecePage />, { list: 'armor', field: 'piece', param: 'pieceId', items: PIECES }, id);

afterEach(() => vi.unstubAllGlobals());

describe('ArmorPage', () => {
  const openList = (url = '/wiki/armor') => {
    serveApi({ '/armor': () => ({ data: { armor: PIECES } }) });
    return renderPage(<ArmorPage />, { path: '/wiki/armor', url });
  };

  it('lists body armour and helmets apart, each by level and kind with its Chinese name', async () => {
    openList();
    const body = await screen.findByTestId('armor-body');
    const helmets = screen.getByTestId('armor-helmet');
    expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    expect(within(body).getByRole('link', { name: 'Level 4 body armour' })).toHaveAttribute(
      'href',
      '/wiki/armor/body-4',
    );
    expect(within(body).getByText('重型防弹衣')).toBeInTheDocument();
    expect(within(body).getByText('chest, abdomen, shoulders')).toBeInTheDocument();
    expect(within(body).getAllByText('as of Aug 3, 2026')).toHaveLength(2);
    expect(within(helmets).getByRole('link', { name: 'Level 4 helmet' })).toBeInTheDocument();
    expect(within(helmets).getByText('no sourced price')).toBeInTheDocument();
    expect(screen.getByText(/no English names/)).toBeInTheDocument();
    // The header reads `gear.armor.*` strings: none of them may be an object (a nested key).
    expect(screen.getByRole('banner')).not.toHaveTextContent(/object/i);
  });

  it('filters by level from the URL and writes a new choice back to it', async () => {
    const { router } = openList('/wiki/armor?level=4');
    const body = await screen.findByTestId('armor-body');
    expect(within(body).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Level'), '1');
    expect(router.state.location.search).toBe('?level=1');
    expect(within(screen.getByTestId('armor-helmet')).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('ArmorPiecePage', () => {
  it('shows its figures, repair grades translated with the original, zones and sources', async () => {
    openPiece('body-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 1 body armour' })).toBeInTheDocument();
    expect(screen.getByTestId('piece-name-cn')).toHaveTextContent('摩托马甲');
    expect(screen.getByTestId('piece-repair-loss')).toHaveTextContent('Medium (中)');
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('-8%')).toBeInTheDocument();
    expect(screen.getByTestId('piece-model-zones')).toHaveTextContent('chest');
    expect(screen.getByTestId('piece-price')).toHaveTextContent('1,929');
    expect(
      within(screen.getByTestId('gear-sources')).getByText('Source C : armors.json'),
    ).toBeInTheDocument();
  });

  it('an unknown piece shows the not-found state', async () => {
    openPiece('nope');
    expect(await screen.findByText('Armour not found')).toBeInTheDocument();
  });
});
