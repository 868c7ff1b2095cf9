// The TTK page's two tabs as set-ups of the engine: which round each calibre fires and which
// armour and helmet the target wears. The pieces are our choice of a common piece of the level
// (the worked examples use three of them); the page names them, so a reader can check.

export type TtkPresetId = 'gold' | 'blue';

export interface TtkPreset {
  id: TtkPresetId;
  /** The colour of round each calibre fires: the game's gold tier is 'orange' in the data. */
  roundRarity: 'orange' | 'blue';
  bodyArmorId: string;
  helmetId: string;
}

export const TTK_PRESETS: readonly TtkPreset[] = [
  // Gold ammo against level-5 armour: 精英防弹背心 (95) and GN 重型头盔 (50).
  { id: 'gold', roundRarity: 'orange', bodyArmorId: 'body-11050005001', helmetId: 'helmet-11010005004' },
  // Blue ammo against level-4 (purple) armour: DT-AVS防弹衣 (100) and DICH 训练头盔 (35).
  { id: 'blue', roundRarity: 'blue', bodyArmorId: 'body-11050004003', helmetId: 'helmet-11010004003' },
];

interface PresetCandidate {
  id: string;
  name: string | null;
  caliber: string | null;
  rarity: string | null;
  penetration_level: number | null;
  flesh_damage_factor: number | null;
}

/**
 * A preset's round for one calibre: of the preset's colour and in the damage model, the highest
 * penetration level, then the highest damage factor, then the first by id. Null when the calibre
 * has no round of that colour.
 */
export function presetRound<R extends PresetCandidate>(
  rounds: readonly R[],
  caliber: string,
  preset: TtkPreset,
): R | null {
  const candidates = rounds.filter(
    (r) =>
      r.caliber === caliber &&
      r.rarity === preset.roundRarity &&
      r.penetration_level !== null &&
      r.flesh_damage_factor !== null,
  );
  candidates.sort(
    (a, b) =>
      b.penetration_level! - a.penetration_level! ||
      b.flesh_damage_factor! - a.flesh_damage_factor! ||
      a.id.localeCompare(b.id),
  );
  return candidates[0] ?? null;
}
