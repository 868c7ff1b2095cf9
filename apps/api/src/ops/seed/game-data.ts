// data/game-data.json (written by data/derive.mjs from sources/) read through its schema, so a bad
// derive run stops the seed naming the field, not a page. Only the parts the seed reads are checked.
import { OlderFigureSchema, RotationReplaceSchema } from '@dfwiki/shared';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import gameDataFile from '../../db/seed/data/game-data.json';
import { CATEGORY_NAMES } from '../../db/seed/vocabularies';

const day = z.iso.date();
const count = z.number().int().nonnegative();
const byName = <T extends z.ZodType>(value: T) => z.record(z.string(), value);
const sourced = { source: z.string().min(1) };

const PriceSchema = z.object({ price: count, as_of: day, ...sourced });

const WeaponFactsSchema = z.strictObject({
  category: z.enum(CATEGORY_NAMES),
  damage: z.number().nullable(),
  armor_damage: z.number().nullable(),
  fire_rate: z.number().nullable(),
  muzzle_velocity: z.number().nullable(),
  headshot_multiplier: z.number().nullable(),
});

const BaseStatsEntrySchema = z.object({
  stats: z
    .strictObject({
      range: z.number(),
      recoil: z.number(),
      control: z.number(),
      stability: z.number(),
      hip_fire: z.number(),
      magazine: count,
    })
    .nullable(),
  magazine: count.nullable(),
  older: z.array(OlderFigureSchema),
});

const GameDataSchema = z.object({
  key_prices: z.object({
    ...sourced,
    days: z.array(day),
    commits: byName(z.string()),
    series: byName(z.array(count.nullable())),
  }),
  snapshot: z.object({ date: day, ...sourced, keycards: byName(count) }),
  areas: z.object({
    maps: byName(z.array(z.string())),
    keycards: byName(z.object({ area_cn: z.string().nullable(), uses: count })),
  }),
  uses: z.object({ keycards: byName(count) }),
  item_prices: z.object({ storage: byName(PriceSchema.nullable()), weapon: byName(PriceSchema.nullable()) }),
  weapon_stats: z.object({
    as_of: day,
    ...sourced,
    names_cn: byName(z.string()),
    weapons: byName(WeaponFactsSchema),
  }),
  weapon_base_stats: z.object({ ...sourced, as_of: day, weapons: byName(BaseStatsEntrySchema) }),
  rotation: z.object({ versions: z.array(RotationReplaceSchema).min(1) }),
  build_codes: z.object({ ...sourced, codes: byName(z.string()) }),
});

export type GameData = z.infer<typeof GameDataSchema>;
export type WeaponFacts = z.infer<typeof WeaponFactsSchema>;
export type BaseStatsEntry = z.infer<typeof BaseStatsEntrySchema>;

export const gameData: GameData = parseDataFile(GameDataSchema, gameDataFile, 'game-data.json');
