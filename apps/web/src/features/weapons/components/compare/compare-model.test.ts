import { describe, expect, it } from 'vitest';
import { weaponLevelRows, type Weapon } from '@dfwiki/shared';
import { GEAR_ARMOR, GEAR_ROUNDS, gearModels, listWeapon } from '../../../../test/gear-fixture';
import { compareModel } from './compare-model';

const NAMES = ['M4A1 Assault Rifle', 'AKM Assault Rifle', 'M870 Shotgun'];
const MODELS = gearModels(NAMES);
const INPUTS = { rounds: GEAR_ROUNDS, armor: GEAR_ARMOR, models: MODELS };

/** A weapon of the data file with the figures the comparison reads (the model's damage and fire rate). */
function weapon(id: number, name: string, figures: Partial<Weapon> = {}): Weapon {
  const model = MODELS.find((m) => m.name === name)!;
  return {
    ...listWeapon(id, name),
    damage: model.damage,
    fire_rate: model.fire_rate,
    range: 40,
    capacity: 30,
    recoil: 30,
    control: 50,
    stability: 50,
    hip_fire: 50,
    stats_source: 'github.com/WaterBag/DeltaForce-PTTK-Website @ abc',
    stats_as_of: '2026-05-21',
    base_stats_source: null,
    base_stats_as_of: null,
    builds: Array.from({ length: id }),
    ...figures,
  } as unknown as Weapon;
}

const rowOf = (model: ReturnType<typeof compareModel>, fact: string) =>
  model.groups.flatMap((g) => g.rows).find((r) => r.fact === fact)!;

describe('compareModel', () => {
  const weapons = [
    weapon(1, NAMES[0]!, { range: 50, recoil: 20, hip_fire: null }),
    weapon(2, NAMES[1]!, { range: 40, recoil: 60, hip_fire: 45 }),
    weapon(3, NAMES[2]!, { range: 50, recoil: 40, hip_fire: 30 }),
  ];
  const model = compareModel(weapons, INPUTS);

  it.each([
    ['range: every weapon sharing the highest', 'range', [50, 40, 50], [0, 2]],
    ['recoil: no best (its direction is not given)', 'recoil', [20, 60, 40], []],
    ['hip-fire: a missing figure stays missing and out of the best', 'hipFire', [null, 45, 30], [1]],
    ['magazine: nothing marked when all are the same', 'capacity', [30, 30, 30], []],
  ])('%s', (_, fact, values, best) => {
    expect(rowOf(model, fact).values).toEqual(values);
    expect(rowOf(model, fact).best).toEqual(best);
  });

  it('marks the highest damage, read from the data file', () => {
    const damage = weapons.map((w) => w.damage!);
    const top = Math.max(...damage);
    expect(rowOf(model, 'damage').best).toEqual(damage.flatMap((d, i) => (d === top ? [i] : [])));
  });

  it("gives each weapon's source per group, or marks the group as ours", () => {
    expect(model.groups.map((g) => g.provenance.map((p) => p.kind))).toEqual([
      ['sourced', 'sourced', 'sourced'],
      ['ours', 'ours', 'ours'],
    ]);
  });

  it("gives each weapon's best round per armour level as the engine does, and marks the fastest", () => {
    const levels = weapons.map((w) =>
      weaponLevelRows(
        MODELS.find((m) => m.slug === w.slug)!,
        INPUTS,
      ),
    );
    expect(model.ttk!.modelled).toEqual([true, true, false]);
    model.ttk!.rows.forEach((row, i) => {
      expect(row.level).toBe(levels[0]![i]!.level);
      expect(row.cells[0]?.round.id).toBe(levels[0]![i]!.best?.round.id);
      expect(row.cells[1]?.chest).toEqual(levels[1]![i]!.best?.chest);
      expect(row.cells[2]).toBeNull();
      const seconds = row.cells.map((c) => c?.chest.seconds ?? Infinity);
      const fastest = Math.min(...seconds);
      if (seconds[0] !== seconds[1]) expect(row.best).toEqual([seconds.indexOf(fastest)]);
    });
  });

  it('leaves a weapon without a sourced damage out of the best, shown as missing', () => {
    const unknown = compareModel([weapons[0]!, weapon(4, NAMES[1]!, { damage: null })], INPUTS);
    expect(rowOf(unknown, 'damage').values).toEqual([weapons[0]!.damage, null]);
    expect(rowOf(unknown, 'damage').best).toEqual([]);
  });

  it('counts the builds, and waits for the engine inputs', () => {
    expect(model.builds).toEqual([1, 2, 3]);
    expect(compareModel(weapons, null).ttk).toBeNull();
  });
});
