// Keycards of the five maps of the wiki, built from cited game data (data/game-data.json, made by
// data/derive.mjs; sources in docs/game-data.md):
// - name_cn, map and rarity grade (1-2 common, 3 rare, 4 purple, 5 legendary, 6 unique): keycards.json;
// - price history: the daily market series (Sep 2025 – Jan 2026) stored as change entries, a new
//   entry whenever the price differs from the day before, then the market snapshot of 2026-08-02
//   (the price of the market item the key is, docs/items.md) as newest;
// - area and number of uses: keycard-areas.json (uses of the two keys it lacks: keycards.json);
// - difficulties: the levels of the card's map (costs per open are worked out on read).
// DF Wiki's own work: the ids, the English names (data/keycards.json) and the area translations
// (KEYCARD_AREAS, areaName).
// Room contents and room texts have no source, so they are left empty for players to contribute.
import { areaName, MAP_TABS } from '@dfwiki/shared';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import keycardsFile from '../../db/seed/data/keycards.json';
import { gameData } from './game-data';
import { RARITY_IDS, type MapName } from '../../db/seed/vocabularies';
import type { SeedKeycard, SeedPriceChange } from './types';

const KeycardFactsSchema = z.strictObject({
  /** Map prefix + slug, e.g. 'zd-cement-plant-office'. */
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  name: z.string().min(1),
  name_cn: z.string().min(1),
  rarity: z.enum(RARITY_IDS),
});

const KeycardsFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  maps: z.array(z.strictObject({ map: z.enum(MAP_TABS), keycards: z.array(KeycardFactsSchema) })),
});

const KEYCARDS = parseDataFile(KeycardsFileSchema, keycardsFile, 'keycards.json').maps.flatMap(
  ({ map, keycards }) => keycards.map((card) => ({ ...card, map })),
);
type KeycardFacts = (typeof KEYCARDS)[number];

const MAP_CN: Record<MapName, string> = {
  'Zero Dam': '零号大坝',
  'Layali Grove': '长弓溪谷',
  'Space City': '航天基地',
  Brakkesh: '巴克什',
  'Tide Prison': '潮汐监狱',
};
/** The client's level names: 普通 easy, 机密 ("confidential") normal, 绝密 ("top secret") hard. */
const LEVELS = { Easy: '普通', Normal: '机密', Hard: '绝密' } as const;

const { key_prices: keyPrices, snapshot, areas, uses } = gameData;
const { series, commits } = keyPrices;
const snapshotPrices: Partial<typeof snapshot.keycards> = snapshot.keycards;
const areaOf: Partial<typeof areas.keycards> = areas.keycards;
const mapLevels = areas.maps;
const usesOf: Partial<typeof uses.keycards> = uses.keycards;

/** The daily snapshot was read nearest 20:00 in UTC+8, i.e. 12:00 UTC. */
const at = (day: string) => `${day}T12:00:00.000Z`;

/** Change entries of one key, oldest first, and where its current price comes from. */
export function priceFacts(nameCn: string) {
  const history: SeedPriceChange[] = [];
  let last: { day: string; price: number } | null = null;
  (series[nameCn] ?? []).forEach((price, i) => {
    if (price === null) return;
    const day = keyPrices.days[i]!;
    if (!last || last.price !== price)
      history.push({ old_value: last?.price ?? price, new_value: price, changed_at: at(day) });
    last = { day, price };
  });
  const newest = snapshotPrices[nameCn];
  if (newest !== undefined) {
    const previous: number = history.at(-1)?.new_value ?? newest;
    history.push({ old_value: previous, new_value: newest, changed_at: at(snapshot.date) });
    return { history, value: newest, as_of: snapshot.date, source: snapshot.source };
  }
  const final = last as { day: string; price: number } | null;
  if (!final) return { history, value: 0, as_of: null, source: null };
  return {
    history,
    value: final.price,
    as_of: final.day,
    source: `${keyPrices.source}, commit ${commits[final.day] ?? '?'}`,
  };
}

function keycardFor(card: KeycardFacts): SeedKeycard {
  const prices = priceFacts(card.name_cn);
  const area = areaOf[card.name_cn];
  const durability = area?.uses ?? usesOf[card.name_cn] ?? 1;
  const levels = mapLevels[MAP_CN[card.map]] ?? [];
  const areaCn = area?.area_cn ?? null;
  return {
    ...card,
    durability,
    card_value: prices.value,
    price_source: prices.source,
    price_as_of: prices.as_of,
    location: areaName(areaCn, 'en') ?? '',
    location_original: areaCn,
    difficulties: (Object.keys(LEVELS) as (keyof typeof LEVELS)[]).map((name) => ({
      name,
      is_available: levels.includes(LEVELS[name]),
    })),
    price_history: prices.history,
  };
}

export const SEED_KEYCARDS: SeedKeycard[] = KEYCARDS.map(keycardFor);
