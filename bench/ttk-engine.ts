// TTK engine speed over the whole TTK table: every weapon with a damage model × every round of its
// calibre × no armour and armour levels 1–6 (a body armour and a helmet of that level) × chest and
// head. Times only the engine (the fights are set up first); median of several runs, target < 20 ms.
// Prints a table, then one JSON line (read by bench/run.mjs). Run: npx tsx bench/ttk-engine.ts
import os from 'node:os';
import { simulateFight, type EngineArmour, type EngineWeapon, type Fight } from '@dfwiki/shared';
import gear from '../apps/api/src/db/seed/data/gear-data.json';
import sourceWeapons from '../apps/api/src/db/seed/data/sources/weapons.json';

const TARGET_MS = 20;
const RUNS = 15;
const WARM_UP = 3;

type SourceWeapon = Partial<EngineWeapon> & { name: string; caliber?: string | null };
const weapons = (sourceWeapons as SourceWeapon[]).filter((w): w is SourceWeapon & EngineWeapon =>
  Boolean(w.caliber && w.zone_multipliers && w.range_bands && w.fire_rate_rpm),
);

/** One piece of each kind per level: the most durable, so the fights last longest. */
function pieceOfLevel(type: 'body' | 'helmet', level: number): EngineArmour {
  const pieces = (gear.armor as (EngineArmour & { type: string })[]).filter(
    (a) => a.type === type && a.protection_level === level,
  );
  if (!pieces.length) throw new Error(`no ${type} of level ${level} in gear-data.json`);
  return pieces.reduce((a, b) => (b.durability > a.durability ? b : a));
}
const targets = [
  { bodyArmor: null, helmet: null },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({
    bodyArmor: pieceOfLevel('body', level),
    helmet: pieceOfLevel('helmet', level),
  })),
];

const fights: Fight[] = weapons.flatMap((weapon) =>
  (gear.rounds as unknown as (Fight['round'] & { caliber: string | null })[])
    .filter((round) => round.caliber === weapon.caliber)
    .flatMap((round) =>
      targets.flatMap((target) =>
        (['chest', 'head'] as const).map((zones) => ({ weapon, round, ...target, zones })),
      ),
    ),
);

function runAll(): { ms: number; modelled: number } {
  const t0 = performance.now();
  let modelled = 0;
  for (const fight of fights) if (simulateFight(fight).modelled) modelled++;
  return { ms: performance.now() - t0, modelled };
}

for (let i = 0; i < WARM_UP; i++) runAll();
const runs = Array.from({ length: RUNS }, runAll);
const times = runs.map((r) => r.ms).sort((a, b) => a - b);
const medianMs = +times[Math.floor(times.length / 2)]!.toFixed(2);
const result = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  weapons: weapons.length,
  fights: fights.length,
  modelled: runs[0]!.modelled,
  runs: RUNS,
  medianMs,
  minMs: +times[0]!.toFixed(2),
  maxMs: +times.at(-1)!.toFixed(2),
  targetMs: TARGET_MS,
  verdict: medianMs < TARGET_MS ? 'pass' : 'FALLS SHORT',
};
console.table([result]);
console.log(JSON.stringify([result]));
