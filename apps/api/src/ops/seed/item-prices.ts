// Newest sourced market price of each seeded weapon (keyed by slug) and storage item (keyed by its
// static id): the 2026-08-03 snapshot where it has one, else the last day of the daily series.
// Matched by Chinese client name (data/derive.mjs writes game-data.json).
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { checkSharedDataFiles } from '@dfwiki/shared/data-files';
import { gameData } from './game-data';
import { SEED_WEAPONS } from './weapons';

// The shared data files reach the browser unchecked (no zod there): the seed checks them when read.
checkSharedDataFiles();

export interface SeedItemPrice {
  kind: 'weapon' | 'storage';
  item_key: string;
  price: number;
  /** YYYY-MM-DD. */
  as_of: string;
  source: string;
}

const { storage: storagePrices, weapon: weaponPrices } = gameData.item_prices;

export const SEED_ITEM_PRICES: SeedItemPrice[] = [
  ...STORAGE_ITEMS.flatMap((s) => {
    const p = storagePrices[s.name_cn];
    return p ? [{ kind: 'storage' as const, item_key: s.id, ...p }] : [];
  }),
  ...SEED_WEAPONS.flatMap((w) => {
    const p = w.name_cn ? weaponPrices[w.name_cn] : null;
    return p
      ? [{ kind: 'weapon' as const, item_key: w.slug, price: p.price, as_of: p.as_of, source: p.source }]
      : [];
  }),
];
