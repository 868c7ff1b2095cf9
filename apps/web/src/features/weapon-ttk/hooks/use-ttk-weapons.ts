import { useMemo } from 'react';
import {
  weaponTtk,
  type ArmorPiece,
  type Round,
  type TtkSetup,
  type TtkView,
  type WeaponListItem,
  type WeaponModelRead,
  type WeaponTtk,
} from '@dfwiki/shared';

export interface TtkGear {
  rounds: Round[];
  armor: ArmorPiece[];
  models: WeaponModelRead[];
}

/**
 * A list weapon carrying the engine's figure for the view as its only TTK value (null: no figure,
 * as in the API; 0: a kill in one shot).
 */
export type TtkWeapon = Omit<WeaponListItem, 'ttk_values'> & {
  ttk_values: { ammo_type: string; target_area: string; ttk_value: number | null }[];
  outcome: WeaponTtk<Round>;
};

export const viewSetup = (view: TtkView): TtkSetup => ({
  id: view.ammo === 'yellow' ? 'gold' : view.ammo,
  penetration: view.penetration,
  roundId: view.round,
  armourLevel: view.armour,
});

/** Runs every weapon through the engine for the view; weapons the view leaves out are dropped. */
export function ttkWeapons(weapons: readonly WeaponListItem[], gear: TtkGear, view: TtkView): TtkWeapon[] {
  const setup = viewSetup(view);
  const models = new Map(gear.models.map((m) => [m.slug, m]));
  return weapons.flatMap((w) => {
    const outcome = weaponTtk(models.get(w.slug) ?? null, setup, view.target, gear);
    if (!outcome) return [];
    const seconds = outcome.status === 'ttk' ? outcome.seconds : null;
    const ttk_values = [{ ammo_type: view.ammo, target_area: view.target, ttk_value: seconds }];
    return [{ ...w, ttk_values, outcome }];
  });
}

export function useTtkWeapons(weapons: readonly WeaponListItem[], gear: TtkGear, view: TtkView) {
  return useMemo(() => ttkWeapons(weapons, gear, view), [weapons, gear, view]);
}
