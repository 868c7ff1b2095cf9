import type { RotationMap, RotationSlot } from '../schemas/rotation';

// Operations map rotation, one slot per UTC hour. The hour-by-hour plan is ours
// (only the maps and modes are given facts): Zero Dam's Blackout Long Night runs through the
// UTC night, Space City Hard appears every few hours, and every hour has 2 to 4 maps.
const ZD: RotationMap = { name: 'Zero Dam', mode: 'Blackout Long Night', difficulty: '' };
const SCN: RotationMap = { name: 'Space City', mode: 'Normal', difficulty: '' };
const SCH: RotationMap = { name: 'Space City', mode: 'Hard', difficulty: '' };
const BK: RotationMap = { name: 'Brakkesh', mode: 'Normal', difficulty: '' };
const LG: RotationMap = { name: 'Layali Grove', mode: 'Normal', difficulty: '' };

const PLAN: RotationMap[][] = [
  [ZD, SCH, LG], // 0-1
  [ZD, BK], // 1-2
  [ZD, SCN, LG], // 2-3
  [BK, SCN], // 3-4
  [LG, SCN], // 4-5
  [BK, LG], // 5-6
  [SCN, BK], // 6-7
  [LG, SCH], // 7-8
  [BK, LG, SCN], // 8-9
  [LG, BK], // 9-10
  [SCN, LG], // 10-11
  [BK, SCN], // 11-12
  [LG, SCH], // 12-13
  [BK, LG], // 13-14
  [SCN, BK, LG], // 14-15
  [LG, SCH], // 15-16
  [BK, SCN], // 16-17
  [LG, BK], // 17-18
  [SCH, LG, BK], // 18-19
  [ZD, SCN], // 19-20
  [ZD, BK, LG], // 20-21
  [ZD, SCH], // 21-22
  [ZD, SCN, LG], // 22-23
  [ZD, BK, SCH, LG], // 23-24
];

export const ROTATION_SCHEDULE: readonly RotationSlot[] = PLAN.map((maps, hour) => ({
  utcRange: `${hour}-${hour + 1}`,
  maps: maps.map((m) => ({ ...m })),
}));

/** Map names in the rotation, in the order of the keycards tabs. */
export const ROTATION_MAP_NAMES = ['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh'] as const;
