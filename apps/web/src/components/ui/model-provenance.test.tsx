import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-page';
import { ModelProvenance } from './model-provenance';

const WATERBAG = 'github.com/WaterBag/DeltaForce-PTTK-Website @ 9db1b89 : ammo.json';
const AGENT = 'github.com/xxxsy11/DeltaForceAgent @ a9abb25 : armor.json';
const gear = (sources: string[], model_as_of: string | null) => ({ sources, model_as_of });

describe('ModelProvenance', () => {
  it.each([
    [
      'one day',
      [gear([WATERBAG], '2026-05-21')],
      [gear([WATERBAG, AGENT], '2026-05-21')],
      'Rounds and armour of the damage model: WaterBag TTK data and DeltaForceAgent game data; model figures as of May 21, 2026.',
    ],
    [
      'an edited row moves the range',
      [gear([WATERBAG], '2026-05-21'), gear([WATERBAG], '2026-11-27')],
      [],
      'Rounds and armour of the damage model: WaterBag TTK data; model figures dated May 21, 2026 to Nov 27, 2026.',
    ],
    [
      'no day at all',
      [gear([AGENT], null)],
      [],
      'Rounds and armour of the damage model: DeltaForceAgent game data; these copies carry no date of their own.',
    ],
  ])('%s', (_, rounds, armor, text) => {
    renderPage(<ModelProvenance rounds={rounds} armor={armor} />, { path: '/' });
    const line = screen.getByTestId('model-provenance');
    expect(line).toHaveTextContent(text);
    expect(line.title.split('\n')).toEqual([...new Set([...rounds, ...armor].flatMap((g) => g.sources))]);
  });
});
