// The TTK page's and weapon page's choices (representative armour, a level's round, the best round
// per level) checked against the data file: every expectation is worked out from the file's items.
import {
  ARMOUR_LEVELS,
  DEFAULT_TTK_VIEW,
  levelRound,
  modelFight,
  penetrationLevels,
  presetFight,
  representativePieces,
  TTK_PRESETS,
  weaponLevelRows,
  weaponTtk,
  type TtkSetup,
} from '@dfwiki/shared';
import { describe, expect, it } from 'vitest';
import { gear } from '../../src/ops/seed/load-gear';

const weapon = (name: string, category: string, damage: number, fire_rate: number) => ({
  ...gear.weapons[name]!,
  category,
  damage,
  fire_rate,
});
// Damage and fire rate live on the weapon rows; any positive figures do for these rules.
const m4 = weapon('M4A1 Assault Rifle', 'Assault Rifle', 30, 800);
const shotgun = weapon('M870 Shotgun', 'Shotgun', 20, 60);
const unmodelled = weapon('MDR Assault Rifle', 'Assault Rifle', 30, 800);
const custom = (patch: Partial<TtkSetup> = {}): TtkSetup => ({
  id: 'custom',
  penetration: DEFAULT_TTK_VIEW.penetration,
  roundId: null,
  armourLevel: DEFAULT_TTK_VIEW.armour,
  ...patch,
});

describe('representative armour per level', () => {
  it.each(ARMOUR_LEVELS.filter((l) => l > 0))(
    'level %i: the most durable body armour and helmet of it',
    (level) => {
      const { bodyArmor, helmet } = representativePieces(gear.armor, level);
      for (const [piece, type] of [
        [bodyArmor, 'body'],
        [helmet, 'helmet'],
      ] as const) {
        expect(piece).toMatchObject({ type, protection_level: level });
        const same = gear.armor.filter((a) => a.type === type && a.protection_level === level);
        expect(Math.max(...same.map((a) => a.durability))).toBe(piece!.durability);
      }
    },
  );
  it('level 0 is no armour', () => {
    expect(representativePieces(gear.armor, 0)).toEqual({ bodyArmor: null, helmet: null });
  });
});

describe("a calibre's round of a penetration level", () => {
  it('is of that calibre and level, with the highest damage factor', () => {
    const calibers = [...new Set(gear.rounds.flatMap((r) => (r.caliber ? [r.caliber] : [])))];
    for (const caliber of calibers)
      for (const level of penetrationLevels(gear.rounds)) {
        const same = gear.rounds.filter(
          (r) => r.caliber === caliber && r.penetration_level === level && r.flesh_damage_factor !== null,
        );
        const round = levelRound(gear.rounds, caliber, level);
        if (!same.length) expect(round).toBeNull();
        else expect(round!.flesh_damage_factor).toBe(Math.max(...same.map((r) => r.flesh_damage_factor!)));
      }
  });
});

describe('weaponTtk', () => {
  it('gives the presets the same fight as presetFight', () => {
    for (const preset of TTK_PRESETS) {
      const setup = custom({ id: preset.id });
      const expected = presetFight(m4, preset, 'chest', gear);
      const got = weaponTtk(m4, setup, 'chest', gear);
      expect(expected.modelled).toBe(true);
      if (expected.modelled)
        expect(got).toMatchObject({ status: 'ttk', seconds: expected.result.ttkSeconds });
    }
  });
  it('says "not modelled" for a shotgun and a weapon without a model', () => {
    expect(weaponTtk(shotgun, custom(), 'chest', gear)).toEqual({ status: 'not-modelled' });
    expect(weaponTtk(unmodelled, custom(), 'chest', gear)).toEqual({ status: 'not-modelled' });
    expect(weaponTtk(null, custom(), 'chest', gear)).toEqual({ status: 'not-modelled' });
  });
  it('says "no round" for a calibre without a round of the choice', () => {
    const caliber = m4.caliber!;
    const missing = [0, 1, 2, 3, 4, 5, 6, 7].find((level) => !levelRound(gear.rounds, caliber, level));
    expect(missing).toBeDefined();
    expect(weaponTtk(m4, custom({ penetration: missing! }), 'chest', gear)).toEqual({ status: 'no-round' });
  });
  it('with one round chosen, leaves the other calibres out', () => {
    const own = gear.rounds.find((r) => r.caliber === m4.caliber && r.penetration_level !== null)!;
    const other = gear.rounds.find((r) => r.caliber !== m4.caliber && r.caliber)!;
    expect(weaponTtk(m4, custom({ roundId: own.id }), 'chest', gear)).toMatchObject({ round: own });
    expect(weaponTtk(m4, custom({ roundId: other.id }), 'chest', gear)).toBeNull();
  });
});

describe('weaponLevelRows', () => {
  it('is null for a shotgun and a weapon without a model', () => {
    expect(weaponLevelRows(shotgun, gear)).toBeNull();
    expect(weaponLevelRows(unmodelled, gear)).toBeNull();
  });
  it("picks, per level, the calibre's round with the lowest chest TTK against that level's pieces", () => {
    const rows = weaponLevelRows(m4, gear)!;
    expect(rows.map((r) => r.level)).toEqual([...ARMOUR_LEVELS]);
    for (const row of rows) {
      expect(row.pieces).toEqual(representativePieces(gear.armor, row.level));
      const times = gear.rounds
        .filter((r) => r.caliber === m4.caliber)
        .flatMap((r) => {
          const fight = modelFight(m4, r, row.pieces, 'chest');
          return fight.modelled ? [fight.ttkSeconds] : [];
        });
      expect(row.best!.chest.seconds).toBe(Math.min(...times));
      expect(row.best!.round.caliber).toBe(m4.caliber);
      const head = modelFight(m4, row.best!.round, row.pieces, 'head');
      expect(row.best!.head?.seconds).toBe(head.modelled ? head.ttkSeconds : undefined);
    }
  });
});
