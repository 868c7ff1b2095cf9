// Chest rigs and backpacks for the storage page.
// Facts from the sourced storage.json: Chinese name, type, slots, rarity grade (1-6 ->
// common..unique), inventory size and the Dec 2024 aim/movement penalties (shown as effects).
// Prices are not here: they are sourced, dated rows in the database (GET /storage-prices).
// DF Wiki's own work: English names (translated from name_cn; 生存战术背包 was called
// 穿山甲通用战术包 in 2024) and the grid layouts, which are an illustration whose cells add up to
// the slot count (not the in-game pocket shapes); the page labels them as an example.

export const STORAGE_TYPES = ['Chest Rig', 'Backpack'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const STORAGE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'unique'] as const;
export type StorageRarity = (typeof STORAGE_RARITIES)[number];

/** One block of cells; x and y place it (in cells) inside its group. */
export interface StorageSection {
  cols: number;
  rows: number;
  x: number;
  y: number;
}

export interface StorageGridGroup {
  sections: StorageSection[];
}

export interface StorageItem {
  id: string;
  name: string;
  name_cn: string;
  type: StorageType;
  rarity: StorageRarity;
  slots: number;
  image: string | null;
  /** Size of the item itself in the inventory, in cells. */
  itemWidth: number;
  itemHeight: number;
  /** Signed effect lines such as '-3% Aim Speed'. */
  effects?: string[];
  gridGroups: StorageGridGroup[];
}

// prettier-ignore
export const STORAGE_ITEMS: StorageItem[] = [
  {
    id: 'dar-assaulter-chest-rig', name: 'DAR Assaulter Chest Rig', name_cn: 'DAR突击手胸挂', type: 'Chest Rig', rarity: 'legendary',
    slots: 24, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-5% Aim Speed', '-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 2, rows: 2, x: 2, y: 2 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'black-hawk-field-chest-rig', name: 'Black Hawk Field Chest Rig', name_cn: '黑鹰野战胸挂', type: 'Chest Rig', rarity: 'legendary',
    slots: 22, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-3% Aim Speed', '-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 1, rows: 2, x: 2, y: 2 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'hurricane-tactical-chest-rig', name: 'Hurricane Tactical Chest Rig', name_cn: '飓风战术胸挂', type: 'Chest Rig', rarity: 'legendary',
    slots: 22, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-2% Aim Speed'],
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 1, rows: 2, x: 2, y: 2 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'gir-field-chest-rig', name: 'GIR Field Chest Rig', name_cn: 'GIR野战胸挂', type: 'Chest Rig', rarity: 'epic',
    slots: 20, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'drc-advanced-recon-chest-rig', name: 'DRC Advanced Recon Chest Rig', name_cn: 'DRC先进侦察胸挂', type: 'Chest Rig', rarity: 'epic',
    slots: 17, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 1, x: 2, y: 0 }] }],
  },
  {
    id: 'assaulter-tactical-vest', name: 'Assaulter Tactical Vest', name_cn: '突击者战术背心', type: 'Chest Rig', rarity: 'epic',
    slots: 16, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 2, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'onslaught-tactical-vest', name: 'Onslaught Tactical Vest', name_cn: '强袭战术背心', type: 'Chest Rig', rarity: 'epic',
    slots: 14, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Aim Speed'],
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'g01-tactical-ammo-rig', name: 'G01 Tactical Ammo Rig', name_cn: 'G01战术弹挂', type: 'Chest Rig', rarity: 'rare',
    slots: 13, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 1, x: 2, y: 0 }] }],
  },
  {
    id: 'dsa-tactical-chest-rig', name: 'DSA Tactical Chest Rig', name_cn: 'DSA战术胸挂', type: 'Chest Rig', rarity: 'rare',
    slots: 12, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'hd3-tactical-chest-rig', name: 'HD3 Tactical Chest Rig', name_cn: 'HD3战术胸挂', type: 'Chest Rig', rarity: 'rare',
    slots: 12, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }] }],
  },
  {
    id: 'basic-ammo-carrier-rig', name: 'Basic Ammo Carrier Rig', name_cn: '简易携行弹挂', type: 'Chest Rig', rarity: 'rare',
    slots: 10, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }, { cols: 1, rows: 2, x: 3, y: 0 }, { cols: 1, rows: 2, x: 4, y: 0 }] }],
  },
  {
    id: 'general-purpose-tactical-chest-rig', name: 'General-Purpose Tactical Chest Rig', name_cn: '通用战术胸挂', type: 'Chest Rig', rarity: 'uncommon',
    slots: 9, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }, { cols: 1, rows: 2, x: 3, y: 0 }, { cols: 1, rows: 1, x: 4, y: 0 }] }],
  },
  {
    id: 'd01-light-chest-rig', name: 'D01 Light Chest Rig', name_cn: 'D01轻型胸挂', type: 'Chest Rig', rarity: 'uncommon',
    slots: 8, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }, { cols: 1, rows: 2, x: 3, y: 0 }] }],
  },
  {
    id: 'hk3-portable-chest-rig', name: 'HK3 Portable Chest Rig', name_cn: 'HK3便携胸挂', type: 'Chest Rig', rarity: 'uncommon',
    slots: 8, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }, { cols: 1, rows: 2, x: 3, y: 0 }] }],
  },
  {
    id: 'nylon-shoulder-bag', name: 'Nylon Shoulder Bag', name_cn: '尼龙挎包', type: 'Chest Rig', rarity: 'uncommon',
    slots: 8, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }, { cols: 1, rows: 2, x: 3, y: 0 }] }],
  },
  {
    id: 'basic-hanging-pouch', name: 'Basic Hanging Pouch', name_cn: '简易挂载包', type: 'Chest Rig', rarity: 'common',
    slots: 6, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }] }],
  },
  {
    id: 'light-tactical-chest-rig', name: 'Light Tactical Chest Rig', name_cn: '轻型战术胸挂', type: 'Chest Rig', rarity: 'common',
    slots: 6, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }] }],
  },
  {
    id: 'rapid-recon-chest-rig', name: 'Rapid Recon Chest Rig', name_cn: '快速侦察胸挂', type: 'Chest Rig', rarity: 'common',
    slots: 6, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }] }],
  },
  {
    id: 'portable-chest-pouch', name: 'Portable Chest Pouch', name_cn: '便携胸包', type: 'Chest Rig', rarity: 'common',
    slots: 6, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 1, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 1, y: 0 }, { cols: 1, rows: 2, x: 2, y: 0 }] }],
  },
  {
    id: 'gto-heavy-tactical-pack', name: 'GTO Heavy Tactical Pack', name_cn: 'GTO重型战术包', type: 'Backpack', rarity: 'unique',
    slots: 45, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }, { cols: 4, rows: 4, x: 0, y: 5 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 1, rows: 1, x: 0, y: 4 }] }],
  },
  {
    id: 'd7-tactical-backpack', name: 'D7 Tactical Backpack', name_cn: 'D7战术背包', type: 'Backpack', rarity: 'unique',
    slots: 35, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }, { cols: 4, rows: 3, x: 0, y: 3 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 1, rows: 3, x: 0, y: 4 }] }],
  },
  {
    id: 'heavy-hiking-backpack', name: 'Heavy Hiking Backpack', name_cn: '重型登山包', type: 'Backpack', rarity: 'unique',
    slots: 40, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-2% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 4, x: 0, y: 0 }, { cols: 4, rows: 4, x: 0, y: 4 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }] }],
  },
  {
    id: 'gt5-field-backpack', name: 'GT5 Field Backpack', name_cn: 'GT5野战背包', type: 'Backpack', rarity: 'legendary',
    slots: 30, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 2, rows: 2, x: 0, y: 2 }, { cols: 1, rows: 2, x: 0, y: 4 }] }],
  },
  {
    id: 'd3-tactical-hiking-backpack', name: 'D3 Tactical Hiking Backpack', name_cn: 'D3战术登山包', type: 'Backpack', rarity: 'legendary',
    slots: 28, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }, { cols: 4, rows: 3, x: 0, y: 3 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'hls-2-heavy-backpack', name: 'HLS-2 Heavy Backpack', name_cn: 'HLS-2重型背包', type: 'Backpack', rarity: 'legendary',
    slots: 28, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-2% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }, { cols: 4, rows: 3, x: 0, y: 3 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'als-load-carriage-system', name: 'ALS Load Carriage System', name_cn: 'ALS背负系统', type: 'Backpack', rarity: 'legendary',
    slots: 28, image: null, itemWidth: 3, itemHeight: 3,
    effects: ['-2% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }, { cols: 4, rows: 3, x: 0, y: 3 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'survival-tactical-backpack', name: 'Survival Tactical Backpack', name_cn: '生存战术背包', type: 'Backpack', rarity: 'epic',
    slots: 28, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }, { cols: 4, rows: 3, x: 0, y: 3 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'gt1-outdoor-hiking-backpack', name: 'GT1 Outdoor Hiking Backpack', name_cn: 'GT1户外登山包', type: 'Backpack', rarity: 'epic',
    slots: 25, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 1, x: 0, y: 2 }] }],
  },
  {
    id: 'd2-tactical-hiking-backpack', name: 'D2 Tactical Hiking Backpack', name_cn: 'D2战术登山包', type: 'Backpack', rarity: 'epic',
    slots: 24, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'field-trekking-backpack', name: 'Field Trekking Backpack', name_cn: '野战徒步背包', type: 'Backpack', rarity: 'epic',
    slots: 24, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-2% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'map-recon-backpack', name: 'MAP Recon Backpack', name_cn: 'MAP侦察背包', type: 'Backpack', rarity: 'epic',
    slots: 24, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 5, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'rainforest-hunter-backpack', name: 'Rainforest Hunter Backpack', name_cn: '雨林猎手背包', type: 'Backpack', rarity: 'rare',
    slots: 21, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 4, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 1, x: 0, y: 2 }] }],
  },
  {
    id: 'ga-field-backpack', name: 'GA Field Backpack', name_cn: 'GA野战背包', type: 'Backpack', rarity: 'rare',
    slots: 20, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 4, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'dash-tactical-backpack', name: 'DASH Tactical Backpack', name_cn: 'DASH战术背包', type: 'Backpack', rarity: 'rare',
    slots: 20, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 4, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: '3h-tactical-backpack', name: '3H Tactical Backpack', name_cn: '3H战术背包', type: 'Backpack', rarity: 'rare',
    slots: 18, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 2, x: 0, y: 2 }] }],
  },
  {
    id: 'large-hiking-backpack', name: 'Large Hiking Backpack', name_cn: '大型登山包', type: 'Backpack', rarity: 'rare',
    slots: 16, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Movement Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 3, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'camping-backpack', name: 'Camping Backpack', name_cn: '露营背包', type: 'Backpack', rarity: 'uncommon',
    slots: 15, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 3, x: 0, y: 2 }] }],
  },
  {
    id: 'raid-tactical-backpack', name: 'Raid Tactical Backpack', name_cn: '突袭战术背包', type: 'Backpack', rarity: 'uncommon',
    slots: 15, image: null, itemWidth: 2, itemHeight: 2,
    effects: ['-1% Aim Speed'],
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 3, x: 0, y: 2 }] }],
  },
  {
    id: 'quick-release-tactical-backpack', name: 'Quick-Release Tactical Backpack', name_cn: '战术快拆背包', type: 'Backpack', rarity: 'uncommon',
    slots: 15, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }, { cols: 1, rows: 3, x: 0, y: 2 }] }],
  },
  {
    id: 'light-outdoor-backpack', name: 'Light Outdoor Backpack', name_cn: '轻型户外背包', type: 'Backpack', rarity: 'uncommon',
    slots: 12, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'canvas-rucksack', name: 'Canvas Rucksack', name_cn: '帆布背囊', type: 'Backpack', rarity: 'common',
    slots: 10, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'dg-sports-backpack', name: 'DG Sports Backpack', name_cn: 'DG运动背包', type: 'Backpack', rarity: 'common',
    slots: 12, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 2, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'travel-backpack', name: 'Travel Backpack', name_cn: '旅行背包', type: 'Backpack', rarity: 'common',
    slots: 10, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'sports-backpack', name: 'Sports Backpack', name_cn: '运动背包', type: 'Backpack', rarity: 'common',
    slots: 8, image: null, itemWidth: 2, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 2, x: 0, y: 0 }] }],
  },
  {
    id: 'crossbody-bag', name: 'Crossbody Bag', name_cn: '斜挎包', type: 'Backpack', rarity: 'common',
    slots: 6, image: null, itemWidth: 1, itemHeight: 2,
    gridGroups: [{ sections: [{ cols: 4, rows: 1, x: 0, y: 0 }] }, { sections: [{ cols: 1, rows: 2, x: 0, y: 0 }] }],
  },
];
