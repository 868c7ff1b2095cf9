// Keycards of the five maps of the wiki, built from cited game data (data/game-data.json, made by
// data/derive.mjs; sources in docs/game-data.md):
// - name_cn, map and rarity grade (1-2 common, 3 rare, 4 purple, 5 legendary, 6 unique): keycards.json;
// - price history: the daily market series (Sep 2025 – Jan 2026) stored as change entries, a new
//   entry whenever the price differs from the day before, then the 2026-08-03 snapshot as newest;
// - area and number of uses: keycard-areas.json (uses of the two keys it lacks: keycards.json);
// - difficulties: the levels of the card's map (costs per open are worked out on read).
// DF Wiki's own work: the ids, the English names and the area translations (KEYCARD_AREAS, areaName).
// Room contents and room texts have no source, so they are left empty for players to contribute.
import { areaName } from '@dfwiki/shared';
import gameData from './data/game-data.json';
import type { MapName, RarityId, SeedKeycard, SeedPriceChange } from './types';

interface KeycardFacts {
  id: string;
  name: string;
  name_cn: string;
  map: MapName;
  rarity: RarityId;
}

// prettier-ignore
const KEYCARDS: KeycardFacts[] = [
  // Zero Dam
  { id: 'zd-cement-plant-office', name: 'Cement Plant Office', name_cn: '水泥厂办公室', map: 'Zero Dam', rarity: 'purple' },
  { id: 'zd-cement-plant-dormitory-201', name: 'Cement Plant Dormitory 201', name_cn: '水泥厂宿舍201', map: 'Zero Dam', rarity: 'purple' },
  { id: 'zd-barracks-storeroom', name: 'Barracks Storeroom', name_cn: '军营保管室', map: 'Zero Dam', rarity: 'purple' },
  { id: 'zd-ticket-office', name: 'Ticket Office', name_cn: '售票办公室', map: 'Zero Dam', rarity: 'purple' },
  { id: 'zd-center-vip-room', name: 'Center VIP Room', name_cn: '中心贵宾室', map: 'Zero Dam', rarity: 'purple' },
  { id: 'zd-substation-technical-room', name: 'Substation Technical Room', name_cn: '变电站技术室', map: 'Zero Dam', rarity: 'unique' },
  { id: 'zd-substation-dormitory', name: 'Substation Dormitory', name_cn: '变电站宿舍', map: 'Zero Dam', rarity: 'rare' },
  { id: 'zd-west-wing-infirmary', name: 'West Wing Infirmary', name_cn: '西楼医务室', map: 'Zero Dam', rarity: 'rare' },
  { id: 'zd-west-wing-control-room', name: 'West Wing Control Room', name_cn: '西楼调控房', map: 'Zero Dam', rarity: 'legendary' },
  { id: 'zd-west-wing-surveillance-room', name: 'West Wing Surveillance Room', name_cn: '西楼监视室', map: 'Zero Dam', rarity: 'legendary' },
  { id: 'zd-equipment-issue-room', name: 'Equipment Issue Room', name_cn: '设备领用室', map: 'Zero Dam', rarity: 'legendary' },
  { id: 'zd-east-wing-managers-office', name: 'East Wing Manager\'s Office', name_cn: '东楼经理室', map: 'Zero Dam', rarity: 'unique' },
  { id: 'zd-east-wing-utility-room', name: 'East Wing Utility Room', name_cn: '东楼杂货间', map: 'Zero Dam', rarity: 'rare' },
  { id: 'zd-underground-passage', name: 'Underground Passage', name_cn: '地下通道钥匙', map: 'Zero Dam', rarity: 'purple' },
  // Space City
  { id: 'sc-presidents-office-reception-room', name: 'President\'s Office Reception Room', name_cn: '总裁室会客厅', map: 'Space City', rarity: 'unique' },
  { id: 'sc-east-drawbridge', name: 'East Drawbridge', name_cn: '东区吊桥', map: 'Space City', rarity: 'legendary' },
  { id: 'sc-blue-room-data-center', name: 'Blue Room Data Center', name_cn: '蓝室数据中心', map: 'Space City', rarity: 'legendary' },
  { id: 'sc-black-room-server-room', name: 'Black Room Server Room', name_cn: '黑室服务器室', map: 'Space City', rarity: 'unique' },
  { id: 'sc-blue-room-core', name: 'Blue Room Core', name_cn: '蓝室核心', map: 'Space City', rarity: 'unique' },
  { id: 'sc-buoyancy-room-infirmary', name: 'Buoyancy Room Infirmary', name_cn: '浮力室医务间', map: 'Space City', rarity: 'purple' },
  { id: 'sc-west-gate', name: 'West Gate', name_cn: '西区大门', map: 'Space City', rarity: 'purple' },
  { id: 'sc-central-control-room-3f', name: 'Central Control Room 3F', name_cn: '中控室三楼', map: 'Space City', rarity: 'purple' },
  { id: 'sc-staff-passage', name: 'Staff Passage', name_cn: '员工通道', map: 'Space City', rarity: 'purple' },
  { id: 'sc-assembly-workshop-lab-2f', name: 'Assembly Workshop Second-Floor Lab', name_cn: '组装车间二楼实验室', map: 'Space City', rarity: 'purple' },
  { id: 'sc-blue-room-glass-room', name: 'Blue Room Glass Room', name_cn: '蓝室玻璃房', map: 'Space City', rarity: 'purple' },
  { id: 'sc-dormitory-3-inner-room', name: 'Dormitory 3 Inner Room', name_cn: '3号宿舍里屋', map: 'Space City', rarity: 'purple' },
  { id: 'sc-presidents-office-screening-room', name: 'President\'s Office Screening Room', name_cn: '总裁室放映厅', map: 'Space City', rarity: 'unique' },
  // Layali Grove
  { id: 'lg-hotel-kings-room', name: 'Hotel King\'s Room', name_cn: '酒店国王房', map: 'Layali Grove', rarity: 'unique' },
  { id: 'lg-hotel-princes-room', name: 'Hotel Prince\'s Room', name_cn: '酒店王子房', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-hotel-spade-room', name: 'Hotel Spade Room', name_cn: '酒店黑桃房', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-hotel-diamond-room', name: 'Hotel Diamond Room', name_cn: '酒店方片房', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-radar-station-drone-platform', name: 'Radar Station Drone Platform', name_cn: '雷达站无人机平台', map: 'Layali Grove', rarity: 'unique' },
  { id: 'lg-radar-station-control-room', name: 'Radar Station Control Room', name_cn: '雷达站控制室', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-radar-station-data-center', name: 'Radar Station Data Center', name_cn: '雷达站数据中心', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-radar-station-meeting-room', name: 'Radar Station Meeting Room', name_cn: '雷达站会议室', map: 'Layali Grove', rarity: 'purple' },
  { id: 'lg-lab-building-records-room', name: 'Lab Building Records Room', name_cn: '实验楼资料室', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-lab-building-office', name: 'Lab Building Office', name_cn: '实验楼办公室', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-radar-side-door', name: 'Radar Side Door', name_cn: '雷达侧门钥匙', map: 'Layali Grove', rarity: 'rare' },
  { id: 'lg-transport-plane-meeting-room', name: 'Transport Plane Meeting Room', name_cn: '运输机会议室', map: 'Layali Grove', rarity: 'purple' },
  { id: 'lg-town-restaurant', name: 'Town Restaurant', name_cn: '小镇餐厅', map: 'Layali Grove', rarity: 'purple' },
  { id: 'lg-checkpoint-storehouse', name: 'Checkpoint Storehouse', name_cn: '检查站库房', map: 'Layali Grove', rarity: 'rare' },
  { id: 'lg-ranch-management-office', name: 'Ranch Management Office', name_cn: '牧场管理房', map: 'Layali Grove', rarity: 'rare' },
  { id: 'lg-hotel-generals-room', name: 'Hotel General\'s Room', name_cn: '酒店将军房', map: 'Layali Grove', rarity: 'legendary' },
  { id: 'lg-iron-ridge-station-ticket-office', name: 'Iron Ridge Station Ticket Office', name_cn: '铁脊车站售票室', map: 'Layali Grove', rarity: 'rare' },
  // Brakkesh
  { id: 'bk-underground-vault-storeroom', name: 'Underground Vault Storeroom', name_cn: '地下金库储藏间', map: 'Brakkesh', rarity: 'unique' },
  { id: 'bk-museum-exhibition-suite', name: 'Museum Exhibition Suite', name_cn: '博物馆展厅套间', map: 'Brakkesh', rarity: 'unique' },
  { id: 'bk-museum-abandoned-exhibition-hall', name: 'Museum Abandoned Exhibition Hall', name_cn: '博物馆废弃展厅', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-museum-surveillance-room', name: 'Museum Surveillance Room', name_cn: '博物馆监控室', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-old-bathhouse-vip-room', name: 'Old Bathhouse VIP Room', name_cn: '老浴场贵宾室', map: 'Brakkesh', rarity: 'unique' },
  { id: 'bk-inn-dining-room', name: 'Inn Dining Room', name_cn: '旅店用餐间', map: 'Brakkesh', rarity: 'unique' },
  { id: 'bk-inn-staff-break-room', name: 'Inn Staff Break Room', name_cn: '旅店员工休息室', map: 'Brakkesh', rarity: 'purple' },
  { id: 'bk-west-town-house-bedroom', name: 'West Town House Bedroom', name_cn: '西城民宅卧室', map: 'Brakkesh', rarity: 'purple' },
  { id: 'bk-east-town-house-bedroom', name: 'East Town House Bedroom', name_cn: '东城民宅卧室', map: 'Brakkesh', rarity: 'purple' },
  { id: 'bk-old-bathhouse-restaurant', name: 'Old Bathhouse Restaurant', name_cn: '老浴场餐厅', map: 'Brakkesh', rarity: 'purple' },
  { id: 'bk-interrogation-room-1', name: 'Interrogation Room 1', name_cn: '1号审讯室', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-ocean-monitoring-hall', name: 'Ocean Monitoring Hall', name_cn: '海洋监测厅', map: 'Brakkesh', rarity: 'purple' },
  { id: 'bk-presidents-meeting-room', name: 'President\'s Meeting Room', name_cn: '总裁会议室', map: 'Brakkesh', rarity: 'unique' },
  { id: 'bk-babel-tower-power-access', name: 'Babel Tower Power Supply Access', name_cn: '巴别塔供电权限卡', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-biodata-server-room', name: 'Biodata Server Room', name_cn: '生物数据机房', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-relink-implant-operating-room', name: 'Relink Implant Operating Room', name_cn: 'Relink植入手术室', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-medical-meeting-room', name: 'Medical Meeting Room', name_cn: '医疗会议室', map: 'Brakkesh', rarity: 'legendary' },
  { id: 'bk-outpatient-room', name: 'Outpatient Room', name_cn: '门诊室', map: 'Brakkesh', rarity: 'legendary' },
  // Tide Prison (object ids 150505…). The reactor-area keys of group 150506 have no map in any
  // source, so they are left out (docs/game-data.md).
  { id: 'tp-prison-interrogation-room', name: 'Prison Interrogation Room', name_cn: '监狱审讯室', map: 'Tide Prison', rarity: 'legendary' },
  { id: 'tp-biological-sample-room', name: 'Biological Sample Room', name_cn: '生物样本室', map: 'Tide Prison', rarity: 'unique' },
  { id: 'tp-prison-medical-exam-room', name: 'Prison Medical Examination Room', name_cn: '监狱体检室', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-wardens-collection-room', name: 'Warden\'s Collection Room', name_cn: '典狱长收藏室', map: 'Tide Prison', rarity: 'unique' },
  { id: 'tp-doll-photocopy-room', name: 'Doll Photocopy Room', name_cn: '人偶影印室', map: 'Tide Prison', rarity: 'legendary' },
  { id: 'tp-top-floor-office', name: 'Top-Floor Office', name_cn: '顶层办公间', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-warehouse-surveillance-room', name: 'Warehouse Surveillance Room', name_cn: '仓库区监控房', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-prison-server-room', name: 'Prison Server Room', name_cn: '监狱服务器房', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-canteen-dishwashing-room', name: 'Canteen Dishwashing Room', name_cn: '食堂洗碗间', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-water-level-control-room', name: 'Water Level Control Room', name_cn: '水位控制室', map: 'Tide Prison', rarity: 'legendary' },
  { id: 'tp-prison-access-card-level-1', name: 'Prison Access Card Level 1', name_cn: '一级监狱权限卡', map: 'Tide Prison', rarity: 'purple' },
  { id: 'tp-prison-access-card-level-2', name: 'Prison Access Card Level 2', name_cn: '二级监狱权限卡', map: 'Tide Prison', rarity: 'legendary' },
  { id: 'tp-prison-access-card-level-3', name: 'Prison Access Card Level 3', name_cn: '三级监狱权限卡', map: 'Tide Prison', rarity: 'unique' },
];

const MAP_CN: Record<MapName, string> = {
  'Zero Dam': '零号大坝',
  'Layali Grove': '长弓溪谷',
  'Space City': '航天基地',
  Brakkesh: '巴克什',
  'Tide Prison': '潮汐监狱',
};
/** The client's level names: 普通 easy, 机密 ("confidential") normal, 绝密 ("top secret") hard. */
const LEVELS = { Easy: '普通', Normal: '机密', Hard: '绝密' } as const;

type Series = Record<string, (number | null)[]>;
const { key_prices: keyPrices, snapshot, areas, uses } = gameData;
const series = keyPrices.series as Series;
const commits = keyPrices.commits as Record<string, string>;
const snapshotPrices = snapshot.keycards as Record<string, number>;
const areaOf = areas.keycards as Record<string, { area_cn: string | null; uses: number } | undefined>;
const mapLevels = areas.maps as Record<string, string[]>;
const usesOf = uses.keycards as Record<string, number>;

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
