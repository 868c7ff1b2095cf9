import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { weaponLevelRows, type Weapon } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import { GEAR_ARMOR, GEAR_ROUNDS, gearModels, listWeapon } from '../../../test/gear-fixture';
import { useEngineInputs } from '../../../lib/queries/gear';
import { WeaponTtkLevels } from './weapon-ttk-levels';

const NAMES = ['M4A1 Assault Rifle', 'M870 Shotgun'];
const MODELS = gearModels(NAMES);

/** The table with the engine's inputs read as its page reads them. */
function Levels({ weapon }: { weapon: Weapon }) {
  return <WeaponTtkLevels weapon={weapon} inputs={useEngineInputs().inputs} />;
}

const open = (name: string) => {
  serveApi({
    '/ammo': () => ({ data: { rounds: GEAR_ROUNDS } }),
    '/armor': () => ({ data: { armor: GEAR_ARMOR } }),
    '/weapon-models': () => ({ data: { weapons: MODELS } }),
  });
  const weapon = listWeapon(1, name) as unknown as Weapon;
  renderPage(<Levels weapon={weapon} />, { path: '/' });
};

afterEach(() => vi.unstubAllGlobals());

describe('WeaponTtkLevels', () => {
  it('shows, per armour level, the best round with shots to the chest and head, as the engine works them out', async () => {
    open('M4A1 Assault Rifle');
    const rows = await screen.findAllByTestId('ttk-level-row');
    const expected = weaponLevelRows(MODELS[0]!, { rounds: GEAR_ROUNDS, armor: GEAR_ARMOR })!;
    expect(rows).toHaveLength(expected.length);
    expected.forEach((level, i) => {
      const row = rows[i]!;
      const best = level.best!;
      expect(within(row).getByRole('link', { name: best.round.name! })).toHaveAttribute(
        'href',
        `/wiki/ammo/${best.round.id}`,
      );
      expect(row).toHaveTextContent(`${best.chest.shots} shot`);
      if (level.pieces.bodyArmor)
        expect(
          within(row).getByRole('link', {
            name: level.pieces.bodyArmor.name ?? level.pieces.bodyArmor.name_cn,
          }),
        ).toBeVisible();
    });
    expect(rows[0]).toHaveTextContent('No armour');
  });

  it('says "Not modelled yet" for a shotgun', async () => {
    open('M870 Shotgun');
    expect(await screen.findByTestId('ttk-levels-not-modelled')).toHaveTextContent('Not modelled yet');
  });
});
