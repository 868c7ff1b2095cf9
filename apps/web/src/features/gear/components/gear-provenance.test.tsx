// Every figure of a round or piece names its sources and the day it is stated for.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { piece, round } from '../../../test/gear-fixtures';
import { GearProvenance, ListProvenance } from './gear-provenance';

const MODEL =
  'github.com/WaterBag/DeltaForce-PTTK-Website @ 9db1b89 : frontend/public/data/firefight/ammos.json';
const PRICES = 'github.com/hxj-2888/delta-force-price-query @ 055d9b3 : data/metadata.json';
const CHECK = 'github.com/poiiiAI/df-ttk @ 333f671 : src/data/bullets.js';

describe('GearProvenance', () => {
  it('names the sources and the model date, then the price date, with the full citations in the title', () => {
    render(<GearProvenance item={round('m855', { sources: [MODEL, PRICES, CHECK] })} />);
    const model = screen.getByText(
      'Sources: WaterBag TTK data, price query data, and df-ttk calculator (cross-check only). Model figures as of May 21, 2026.',
    );
    expect(model).toHaveAttribute('title', [MODEL, PRICES, CHECK].join('\n'));
    expect(screen.getByText('Price: a third-party market snapshot, as of Aug 3, 2026.')).toBeInTheDocument();
  });

  it('says a row without a model date has no dated copy, and leaves out a price it does not have', () => {
    render(<GearProvenance item={piece('p', { sources: [PRICES], model_as_of: null, price: null })} />);
    expect(
      screen.getByText('Sources: price query data. These copies carry no date of their own.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Price:/)).toBeNull();
  });
});

describe('ListProvenance', () => {
  it('gives one date when every row shares it, and the range after an editor changed one', () => {
    const rows = [round('a', { sources: [MODEL] }), round('b', { sources: [MODEL, PRICES] })];
    const { unmount } = render(<ListProvenance items={rows} />);
    expect(screen.getByTestId('list-provenance')).toHaveTextContent(
      'Sources: WaterBag TTK data and price query data. Model figures as of May 21, 2026. Each price carries its own date.',
    );
    unmount();
    render(<ListProvenance items={[...rows, round('c', { sources: [MODEL], model_as_of: '2026-11-27' })]} />);
    expect(screen.getByTestId('list-provenance')).toHaveTextContent(
      'Model figures dated May 21, 2026 to Nov 27, 2026.',
    );
  });
});
