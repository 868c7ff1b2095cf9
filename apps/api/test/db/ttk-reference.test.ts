// The TTK engine against the six worked examples our data comes with: each example names its
// weapon, round and armour by official id, and the engine is fed the figures of those items from
// the source copies, so this checks the data and the model together, hit by hit.
import {
  simulateFight,
  throughShare,
  type EngineArmour,
  type EngineRound,
  type EngineWeapon,
  type HitZone,
} from '@dfwiki/shared';
import { describe, expect, it } from 'vitest';
import { readSourceCopy } from '../source-copies';

type WithId<T> = T & { object_id: number | null };
interface Example {
  id: string;
  zone: HitZone;
  distance_m: number;
  weapon_object_id: number;
  ammo_object_id: number;
  body_armor_object_id: number;
  helmet_object_id: number;
  steps: { shot: number; hp_left: number; armor_durability_left: number | null }[];
  shots_to_kill: number;
  body_armor_durability_left: number;
  helmet_durability_left: number;
  ttk_ms: number;
}

const weapons = readSourceCopy<WithId<EngineWeapon>[]>('weapons.json');
const rounds = readSourceCopy<WithId<EngineRound>[]>('ammo.json');
const armour = readSourceCopy<WithId<EngineArmour & { type: 'body' | 'helmet' }>[]>('armor.json');
const { examples } = readSourceCopy<{ examples: Example[] }>('ttk-reference.json');

const byId = <T extends { object_id: number | null }>(list: T[], id: number, what: string): T => {
  const found = list.find((x) => x.object_id === id);
  if (!found) throw new Error(`no ${what} with object id ${id} in the source copies`);
  return found;
};

describe('TTK engine against the worked examples', () => {
  it('has all six examples', () => expect(examples).toHaveLength(6));

  it.each(examples.map((e) => [e.id, e] as const))('%s', (_id, e) => {
    const result = simulateFight({
      weapon: byId(weapons, e.weapon_object_id, 'weapon'),
      round: byId(rounds, e.ammo_object_id, 'round'),
      bodyArmor: byId(armour, e.body_armor_object_id, 'body armour'),
      helmet: byId(armour, e.helmet_object_id, 'helmet'),
      zones: e.zone,
      distanceM: e.distance_m,
    });
    if (!result.modelled) throw new Error(`not modelled: ${result.reason}`);
    expect(result.shots).toBe(e.shots_to_kill);
    expect(Number((result.ttkSeconds * 1000).toFixed(3))).toBe(e.ttk_ms);
    expect(result.bodyArmorLeft).toBeCloseTo(e.body_armor_durability_left, 9);
    expect(result.helmetLeft).toBeCloseTo(e.helmet_durability_left, 9);
    // Every hit as the example writes it out (to 4 decimals): HP, and the durability of the piece
    // that was hit; an example leaves that out when the zone is not covered (the totals above
    // then show the piece kept all it had).
    const piece = e.zone === 'head' ? 'helmetLeft' : 'bodyArmorLeft';
    const written = (hit: number, left: number) =>
      e.steps[hit]!.armor_durability_left === null ? null : round4(left);
    expect(result.hits.map((h, i) => [h.shot, round4(h.hpLeft), written(i, h[piece]!)])).toEqual(
      e.steps.map((s) => [s.shot, round4(s.hp_left), s.armor_durability_left]),
    );
  });
});

describe('through shares', () => {
  it("give each round's per-level table as the data lists it", () => {
    const modelled = rounds.filter((r) => r.armor_damage_factor_by_level !== null && !r.special_model);
    expect(modelled.length).toBeGreaterThan(90);
    for (const r of modelled) {
      const table = (r as unknown as { through_factor_by_level: Record<string, number> })
        .through_factor_by_level;
      for (const level of [1, 2, 3, 4, 5, 6])
        expect(throughShare(r, level), `${r.object_id} vs level ${level}`).toBe(table[String(level)]);
    }
  });
});

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
