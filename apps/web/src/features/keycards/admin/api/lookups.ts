import type { Difficulty, GameMap, ItemType, Rarity } from '@dfwiki/shared';
import { lookupList } from '../../../../lib/field-query';

// The lookup lists the keycard editor and the price updater choose from; only they read them.

export const useMaps = lookupList<GameMap>('maps', '/maps', 'maps');
export const useDifficulties = lookupList<Difficulty>('difficulties', '/difficulty', 'difficulties');
export const useItemTypes = lookupList<ItemType>('item-types', '/item-types', 'itemTypes');
export const useRarities = lookupList<Rarity>('rarities', '/rarities', 'rarities');
