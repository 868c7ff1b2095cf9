// Sample keycards for the four maps of the wiki. Facts from keycards.json (sourced game data):
// the Chinese name (name_cn), map, rarity grade (1-2 common, 3 rare, 4 purple, 5 legendary,
// 6 unique), number of uses (durability) and the price snapshot of 2026-08-03 (card_value; a
// third-party "instant-sell" figure in Havoc coins, not an official market price).
// DF Wiki's own work: the English names (translated from name_cn), ids, location and room text,
// and the room contents (illustrative, not sourced). Difficulty costs and the price history are
// generated below from card_value, deterministically.
import type { SeedKeycard, SeedPriceChange } from './types';

type KeycardFacts = Omit<SeedKeycard, 'difficulties' | 'price_history'>;

// prettier-ignore
const KEYCARDS: KeycardFacts[] = [
  // Zero Dam
  {
    id: 'zd-cement-plant-office', name: 'Cement Plant Office', name_cn: '水泥厂办公室',
    map: 'Zero Dam', rarity: 'purple', durability: 20, card_value: 435072,
    location: 'In the Cement Plant area, inside the plant office block.',
    room_info: 'A small office with desks and a filing cabinet. The computer and the safe are the main reasons to open it.',
    items: [{ item_type: 'Computer', quantity: 1 }, { item_type: 'Filing Cabinet', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }],
  },
  {
    id: 'zd-cement-plant-dormitory-201', name: 'Cement Plant Dormitory 201', name_cn: '水泥厂宿舍201',
    map: 'Zero Dam', rarity: 'purple', durability: 20, card_value: 361004,
    location: 'In the Cement Plant area, room 201 of the workers\' dormitory.',
    room_info: 'A shared bedroom with personal lockers. Mostly small valuables and the odd medical kit.',
    items: [{ item_type: 'Personal Locker', quantity: 3 }, { item_type: 'Medical Supplies', quantity: 1 }],
  },
  {
    id: 'zd-barracks-storeroom', name: 'Barracks Storeroom', name_cn: '军营保管室',
    map: 'Zero Dam', rarity: 'purple', durability: 20, card_value: 415344,
    location: 'In the rebel barracks compound.',
    room_info: 'The barracks\' lock-up room. Expect weapon crates and ammunition rather than valuables.',
    items: [{ item_type: 'Weapon Crate', quantity: 2 }, { item_type: 'Ammo Box', quantity: 2 }, { item_type: 'Hard Case', quantity: 1 }],
  },
  {
    id: 'zd-ticket-office', name: 'Ticket Office', name_cn: '售票办公室',
    map: 'Zero Dam', rarity: 'purple', durability: 20, card_value: 450931,
    location: 'In the Visitor Center, behind the ticket counters.',
    room_info: 'The visitor center\'s cash office. The safe is the prize; the rest is paperwork.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Documents', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'zd-center-vip-room', name: 'Center VIP Room', name_cn: '中心贵宾室',
    map: 'Zero Dam', rarity: 'purple', durability: 20, card_value: 303743,
    location: 'In the Visitor Center, in the VIP lounge.',
    room_info: 'A lounge for important guests, with a chance of luxury items on the tables and shelves.',
    items: [{ item_type: 'Luxury Goods', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }],
  },
  {
    id: 'zd-substation-technical-room', name: 'Substation Technical Room', name_cn: '变电站技术室',
    map: 'Zero Dam', rarity: 'unique', durability: 20, card_value: 3630659,
    location: 'In the Large Substation, in the technicians\' room.',
    room_info: 'One of the most valuable rooms on the map: server racks and electronics worth the top price of the card.',
    items: [{ item_type: 'Server', quantity: 2 }, { item_type: 'Electronics', quantity: 3 }, { item_type: 'Computer', quantity: 2 }, { item_type: 'Toolbox', quantity: 1 }],
  },
  {
    id: 'zd-substation-dormitory', name: 'Substation Dormitory', name_cn: '变电站宿舍',
    map: 'Zero Dam', rarity: 'rare', durability: 20, card_value: 39900,
    location: 'At the Substation, in the staff sleeping quarters.',
    room_info: 'A cheap room with one locker. Worth a look only when you are already passing by.',
    items: [{ item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'zd-west-wing-infirmary', name: 'West Wing Infirmary', name_cn: '西楼医务室',
    map: 'Zero Dam', rarity: 'rare', durability: 20, card_value: 117600,
    location: 'In the Administrative Building, west wing.',
    room_info: 'A small infirmary. Good for restocking medical supplies in the middle of a raid.',
    items: [{ item_type: 'Medical Supplies', quantity: 3 }],
  },
  {
    id: 'zd-west-wing-control-room', name: 'West Wing Control Room', name_cn: '西楼调控房',
    map: 'Zero Dam', rarity: 'legendary', durability: 20, card_value: 677368,
    location: 'In the Administrative Building, west wing.',
    room_info: 'The control room for the dam systems, with computers and electronics on every desk.',
    items: [{ item_type: 'Computer', quantity: 3 }, { item_type: 'Electronics', quantity: 2 }, { item_type: 'Documents', quantity: 1 }],
  },
  {
    id: 'zd-west-wing-surveillance-room', name: 'West Wing Surveillance Room', name_cn: '西楼监视室',
    map: 'Zero Dam', rarity: 'legendary', durability: 20, card_value: 366203,
    location: 'In the Administrative Building, west wing.',
    room_info: 'The camera room. Monitors and recorders give electronics; a computer may hold data.',
    items: [{ item_type: 'Electronics', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'zd-equipment-issue-room', name: 'Equipment Issue Room', name_cn: '设备领用室',
    map: 'Zero Dam', rarity: 'legendary', durability: 20, card_value: 280251,
    location: 'In the Administrative Building.',
    room_info: 'Where staff collect gear. Toolboxes and hard cases with equipment inside.',
    items: [{ item_type: 'Toolbox', quantity: 2 }, { item_type: 'Hard Case', quantity: 2 }, { item_type: 'Ammo Box', quantity: 1 }],
  },
  {
    id: 'zd-east-wing-managers-office', name: 'East Wing Manager\'s Office', name_cn: '东楼经理室',
    map: 'Zero Dam', rarity: 'unique', durability: 20, card_value: 3951644,
    location: 'In the Administrative Building, east wing.',
    room_info: 'The manager\'s private office: a safe, documents and luxury items. One of the richest rooms on Zero Dam.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 2 }, { item_type: 'Documents', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'zd-east-wing-utility-room', name: 'East Wing Utility Room', name_cn: '东楼杂货间',
    map: 'Zero Dam', rarity: 'rare', durability: 20, card_value: 68000, /* no price in the snapshot: estimated */
    location: 'In the Administrative Building, east wing.',
    room_info: 'A cluttered storage closet. Tools and spare parts more than valuables.',
    items: [{ item_type: 'Toolbox', quantity: 2 }, { item_type: 'Hard Case', quantity: 1 }],
  },
  {
    id: 'zd-underground-passage', name: 'Underground Passage', name_cn: '地下通道钥匙',
    map: 'Zero Dam', rarity: 'purple', durability: 1, /* uses not in the sources: default */ card_value: 200000,
    location: 'Location not confirmed by the wiki yet; the key opens a locked underground passage.',
    room_info: 'A route key more than a loot room: it opens a shortcut below ground, with a crate along the way.',
    items: [{ item_type: 'Hard Case', quantity: 1 }],
  },
  // Space City
  {
    id: 'sc-presidents-office-reception-room', name: 'President\'s Office Reception Room', name_cn: '总裁室会客厅',
    map: 'Space City', rarity: 'unique', durability: 40, card_value: 4311418,
    location: 'In the President\'s Office area, in the reception room.',
    room_info: 'Where the company chief receives guests. Luxury goods and a safe make it one of the priciest doors on the map.',
    items: [{ item_type: 'Luxury Goods', quantity: 3 }, { item_type: 'Safe', quantity: 1 }, { item_type: 'Documents', quantity: 1 }],
  },
  {
    id: 'sc-east-drawbridge', name: 'East Drawbridge', name_cn: '东区吊桥',
    map: 'Space City', rarity: 'legendary', durability: 40, card_value: 1272000,
    location: 'At the East Drawbridge.',
    room_info: 'Opens the locked route across the east drawbridge and the crates stored beside it.',
    items: [{ item_type: 'Hard Case', quantity: 2 }, { item_type: 'Weapon Crate', quantity: 1 }],
  },
  {
    id: 'sc-blue-room-data-center', name: 'Blue Room Data Center', name_cn: '蓝室数据中心',
    map: 'Space City', rarity: 'legendary', durability: 40, card_value: 699285,
    location: 'In the Blue Room complex.',
    room_info: 'Server racks and computers; electronics-heavy loot.',
    items: [{ item_type: 'Server', quantity: 3 }, { item_type: 'Computer', quantity: 2 }, { item_type: 'Electronics', quantity: 2 }],
  },
  {
    id: 'sc-black-room-server-room', name: 'Black Room Server Room', name_cn: '黑室服务器室',
    map: 'Space City', rarity: 'unique', durability: 40, card_value: 2091300,
    location: 'In the Black Room complex.',
    room_info: 'A secure server room deep in the Black Room. High-value servers and electronics.',
    items: [{ item_type: 'Server', quantity: 4 }, { item_type: 'Electronics', quantity: 2 }],
  },
  {
    id: 'sc-blue-room-core', name: 'Blue Room Core', name_cn: '蓝室核心',
    map: 'Space City', rarity: 'unique', durability: 40, card_value: 3673416,
    location: 'In the Blue Room complex, at its centre.',
    room_info: 'The heart of the Blue Room, holding the most valuable electronics and a safe.',
    items: [{ item_type: 'Electronics', quantity: 3 }, { item_type: 'Server', quantity: 2 }, { item_type: 'Safe', quantity: 1 }],
  },
  {
    id: 'sc-buoyancy-room-infirmary', name: 'Buoyancy Room Infirmary', name_cn: '浮力室医务间',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 285675,
    location: 'In the Buoyancy Room area, in its medical bay.',
    room_info: 'A medical bay next to the buoyancy training pool. Medical supplies first of all.',
    items: [{ item_type: 'Medical Supplies', quantity: 3 }, { item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'sc-west-gate', name: 'West Gate', name_cn: '西区大门',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 880000,
    location: 'At the West Gate.',
    room_info: 'Opens the west gate route and its guard post.',
    items: [{ item_type: 'Weapon Crate', quantity: 1 }, { item_type: 'Ammo Box', quantity: 2 }],
  },
  {
    id: 'sc-central-control-room-3f', name: 'Central Control Room 3F', name_cn: '中控室三楼',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 465459,
    location: 'In the Central Control area, on the third floor.',
    room_info: 'Control desks with computers and documents overlooking the launch site.',
    items: [{ item_type: 'Computer', quantity: 2 }, { item_type: 'Documents', quantity: 2 }, { item_type: 'Electronics', quantity: 1 }],
  },
  {
    id: 'sc-staff-passage', name: 'Staff Passage', name_cn: '员工通道',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 999000,
    location: 'In the staff passage.',
    room_info: 'A locked staff-only corridor. Mainly a route; a single crate sits inside.',
    items: [{ item_type: 'Hard Case', quantity: 1 }],
  },
  {
    id: 'sc-assembly-workshop-lab-2f', name: 'Assembly Workshop Second-Floor Lab', name_cn: '组装车间二楼实验室',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 694619,
    location: 'In the Blue Room complex, on the second floor of the assembly workshop.',
    room_info: 'A laboratory above the assembly floor, with electronics and toolboxes.',
    items: [{ item_type: 'Electronics', quantity: 2 }, { item_type: 'Toolbox', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'sc-blue-room-glass-room', name: 'Blue Room Glass Room', name_cn: '蓝室玻璃房',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 982348,
    location: 'In the Blue Room complex.',
    room_info: 'A glass-walled room with computers and a small safe.',
    items: [{ item_type: 'Computer', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }, { item_type: 'Electronics', quantity: 1 }],
  },
  {
    id: 'sc-dormitory-3-inner-room', name: 'Dormitory 3 Inner Room', name_cn: '3号宿舍里屋',
    map: 'Space City', rarity: 'purple', durability: 40, card_value: 619937,
    location: 'In the dormitory area, the inner room of Dormitory 3.',
    room_info: 'A private back room in the staff dormitory with lockers and personal valuables.',
    items: [{ item_type: 'Personal Locker', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 1 }],
  },
  {
    id: 'sc-presidents-office-screening-room', name: 'President\'s Office Screening Room', name_cn: '总裁室放映厅',
    map: 'Space City', rarity: 'unique', durability: 30, card_value: 2800000, /* no price in the snapshot: estimated */
    location: 'In the President\'s Office area.',
    room_info: 'A private cinema in the executive suite. Luxury goods and electronics.',
    items: [{ item_type: 'Luxury Goods', quantity: 3 }, { item_type: 'Electronics', quantity: 2 }],
  },
  // Layali Grove
  {
    id: 'lg-hotel-kings-room', name: 'Hotel King\'s Room', name_cn: '酒店国王房',
    map: 'Layali Grove', rarity: 'unique', durability: 20, card_value: 4371713,
    location: 'In the Diamond Queen Hotel.',
    room_info: 'The hotel\'s top suite. A safe and luxury goods make it the most valuable room on the map.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 3 }, { item_type: 'Documents', quantity: 1 }],
  },
  {
    id: 'lg-hotel-princes-room', name: 'Hotel Prince\'s Room', name_cn: '酒店王子房',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 968195,
    location: 'In the Diamond Queen Hotel.',
    room_info: 'A luxury suite with a small safe and valuables.',
    items: [{ item_type: 'Luxury Goods', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }],
  },
  {
    id: 'lg-hotel-spade-room', name: 'Hotel Spade Room', name_cn: '酒店黑桃房',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 1133295,
    location: 'In the Diamond Queen Hotel.',
    room_info: 'One of the card-suit rooms of the hotel, with a safe and luxury items.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 2 }],
  },
  {
    id: 'lg-hotel-diamond-room', name: 'Hotel Diamond Room', name_cn: '酒店方片房',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 609134,
    location: 'In the Diamond Queen Hotel.',
    room_info: 'Another card-suit room; usually a small safe and a few valuables.',
    items: [{ item_type: 'Small Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 1 }],
  },
  {
    id: 'lg-radar-station-drone-platform', name: 'Radar Station Drone Platform', name_cn: '雷达站无人机平台',
    map: 'Layali Grove', rarity: 'unique', durability: 20, card_value: 3731723,
    location: 'At the radar station, on the drone platform.',
    room_info: 'The drone launch platform: drone parts and electronics, among the best loot on the map.',
    items: [{ item_type: 'Electronics', quantity: 3 }, { item_type: 'Hard Case', quantity: 2 }, { item_type: 'Toolbox', quantity: 1 }],
  },
  {
    id: 'lg-radar-station-control-room', name: 'Radar Station Control Room', name_cn: '雷达站控制室',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 465988,
    location: 'At the radar station.',
    room_info: 'The radar operators\' room. Computers and electronics.',
    items: [{ item_type: 'Computer', quantity: 2 }, { item_type: 'Electronics', quantity: 2 }],
  },
  {
    id: 'lg-radar-station-data-center', name: 'Radar Station Data Center', name_cn: '雷达站数据中心',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 705875,
    location: 'At the radar station.',
    room_info: 'Server racks that store the radar data.',
    items: [{ item_type: 'Server', quantity: 3 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'lg-radar-station-meeting-room', name: 'Radar Station Meeting Room', name_cn: '雷达站会议室',
    map: 'Layali Grove', rarity: 'purple', durability: 20, card_value: 393076,
    location: 'At the radar station.',
    room_info: 'A meeting room with documents and a laptop or two.',
    items: [{ item_type: 'Documents', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'lg-lab-building-records-room', name: 'Lab Building Records Room', name_cn: '实验楼资料室',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 720392,
    location: 'At the radar station, in the laboratory building.',
    room_info: 'The lab\'s archive: filing cabinets full of documents.',
    items: [{ item_type: 'Filing Cabinet', quantity: 3 }, { item_type: 'Documents', quantity: 2 }],
  },
  {
    id: 'lg-lab-building-office', name: 'Lab Building Office', name_cn: '实验楼办公室',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 463788,
    location: 'At the radar station, in the laboratory building.',
    room_info: 'A researcher\'s office with a computer and a small safe.',
    items: [{ item_type: 'Computer', quantity: 1 }, { item_type: 'Small Safe', quantity: 1 }, { item_type: 'Documents', quantity: 1 }],
  },
  {
    id: 'lg-radar-side-door', name: 'Radar Side Door', name_cn: '雷达侧门钥匙',
    map: 'Layali Grove', rarity: 'rare', durability: 20, card_value: 230000,
    location: 'At the radar station, on the side entrance.',
    room_info: 'Opens a side entrance into the radar station; a quieter way in rather than a loot room.',
    items: [{ item_type: 'Ammo Box', quantity: 1 }],
  },
  {
    id: 'lg-transport-plane-meeting-room', name: 'Transport Plane Meeting Room', name_cn: '运输机会议室',
    map: 'Layali Grove', rarity: 'purple', durability: 20, card_value: 410127,
    location: 'At the crash site, inside the wrecked transport plane.',
    room_info: 'The briefing room of the crashed transport plane. Hard cases and documents.',
    items: [{ item_type: 'Hard Case', quantity: 2 }, { item_type: 'Documents', quantity: 1 }],
  },
  {
    id: 'lg-town-restaurant', name: 'Town Restaurant', name_cn: '小镇餐厅',
    map: 'Layali Grove', rarity: 'purple', durability: 20, card_value: 500254,
    location: 'In the small town.',
    room_info: 'A closed-up restaurant with a cash safe in the back office.',
    items: [{ item_type: 'Small Safe', quantity: 1 }, { item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'lg-checkpoint-storehouse', name: 'Checkpoint Storehouse', name_cn: '检查站库房',
    map: 'Layali Grove', rarity: 'rare', durability: 20, card_value: 214200,
    location: 'At the checkpoint.',
    room_info: 'The checkpoint\'s store: weapons and ammunition for the guards.',
    items: [{ item_type: 'Weapon Crate', quantity: 1 }, { item_type: 'Ammo Box', quantity: 2 }],
  },
  {
    id: 'lg-ranch-management-office', name: 'Ranch Management Office', name_cn: '牧场管理房',
    map: 'Layali Grove', rarity: 'rare', durability: 20, card_value: 39900,
    location: 'At the ranch, in the manager\'s building.',
    room_info: 'A cheap room with a toolbox and a locker. A quick stop on the way past.',
    items: [{ item_type: 'Toolbox', quantity: 1 }, { item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'lg-hotel-generals-room', name: 'Hotel General\'s Room', name_cn: '酒店将军房',
    map: 'Layali Grove', rarity: 'legendary', durability: 20, card_value: 528567,
    location: 'In the Diamond Queen Hotel.',
    room_info: 'A suite booked by a military officer: a weapon crate next to the usual valuables.',
    items: [{ item_type: 'Weapon Crate', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 1 }, { item_type: 'Small Safe', quantity: 1 }],
  },
  {
    id: 'lg-iron-ridge-station-ticket-office', name: 'Iron Ridge Station Ticket Office', name_cn: '铁脊车站售票室',
    map: 'Layali Grove', rarity: 'rare', durability: 20, card_value: 33600,
    location: 'At the small train station.',
    room_info: 'A tiny ticket office with one cash box.',
    items: [{ item_type: 'Small Safe', quantity: 1 }],
  },
  // Brakkesh
  {
    id: 'bk-underground-vault-storeroom', name: 'Underground Vault Storeroom', name_cn: '地下金库储藏间',
    map: 'Brakkesh', rarity: 'unique', durability: 40, card_value: 2146327,
    location: 'In the Underground Vault.',
    room_info: 'The vault\'s storeroom: safes and luxury goods. The richest door on the map.',
    items: [{ item_type: 'Safe', quantity: 2 }, { item_type: 'Luxury Goods', quantity: 3 }],
  },
  {
    id: 'bk-museum-exhibition-suite', name: 'Museum Exhibition Suite', name_cn: '博物馆展厅套间',
    map: 'Brakkesh', rarity: 'unique', durability: 20, card_value: 634922,
    location: 'In the Museum.',
    room_info: 'A set of exhibition rooms with display cases of valuables.',
    items: [{ item_type: 'Luxury Goods', quantity: 3 }, { item_type: 'Hard Case', quantity: 1 }],
  },
  {
    id: 'bk-museum-abandoned-exhibition-hall', name: 'Museum Abandoned Exhibition Hall', name_cn: '博物馆废弃展厅',
    map: 'Brakkesh', rarity: 'legendary', durability: 20, card_value: 554427,
    location: 'In the Museum.',
    room_info: 'A closed exhibition hall where leftover pieces sit in crates.',
    items: [{ item_type: 'Hard Case', quantity: 2 }, { item_type: 'Luxury Goods', quantity: 1 }],
  },
  {
    id: 'bk-museum-surveillance-room', name: 'Museum Surveillance Room', name_cn: '博物馆监控室',
    map: 'Brakkesh', rarity: 'legendary', durability: 20, card_value: 211277,
    location: 'In the Museum.',
    room_info: 'The security room. Monitors and recorders.',
    items: [{ item_type: 'Electronics', quantity: 2 }, { item_type: 'Computer', quantity: 1 }],
  },
  {
    id: 'bk-old-bathhouse-vip-room', name: 'Old Bathhouse VIP Room', name_cn: '老浴场贵宾室',
    map: 'Brakkesh', rarity: 'unique', durability: 20, card_value: 781345,
    location: 'In the Old Bathhouse.',
    room_info: 'A private room for VIP guests with a safe and valuables.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Luxury Goods', quantity: 2 }],
  },
  {
    id: 'bk-inn-dining-room', name: 'Inn Dining Room', name_cn: '旅店用餐间',
    map: 'Brakkesh', rarity: 'unique', durability: 20, card_value: 1235124,
    location: 'In the Inn.',
    room_info: 'A private dining room where guests left their valuables behind.',
    items: [{ item_type: 'Luxury Goods', quantity: 2 }, { item_type: 'Small Safe', quantity: 1 }],
  },
  {
    id: 'bk-inn-staff-break-room', name: 'Inn Staff Break Room', name_cn: '旅店员工休息室',
    map: 'Brakkesh', rarity: 'purple', durability: 20, card_value: 281915,
    location: 'In the Inn.',
    room_info: 'The staff break room: lockers and a first-aid cabinet.',
    items: [{ item_type: 'Personal Locker', quantity: 2 }, { item_type: 'Medical Supplies', quantity: 1 }],
  },
  {
    id: 'bk-west-town-house-bedroom', name: 'West Town House Bedroom', name_cn: '西城民宅卧室',
    map: 'Brakkesh', rarity: 'purple', durability: 20, card_value: 195671,
    location: 'In the west part of town, in a private house.',
    room_info: 'A bedroom in a private home. Personal valuables in a locker.',
    items: [{ item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'bk-east-town-house-bedroom', name: 'East Town House Bedroom', name_cn: '东城民宅卧室',
    map: 'Brakkesh', rarity: 'purple', durability: 20, card_value: 278577,
    location: 'In the east part of town, in a private house.',
    room_info: 'A bedroom in a private home with a small safe.',
    items: [{ item_type: 'Small Safe', quantity: 1 }, { item_type: 'Personal Locker', quantity: 1 }],
  },
  {
    id: 'bk-old-bathhouse-restaurant', name: 'Old Bathhouse Restaurant', name_cn: '老浴场餐厅',
    map: 'Brakkesh', rarity: 'purple', durability: 20, card_value: 367269,
    location: 'In the Old Bathhouse.',
    room_info: 'The bathhouse restaurant with a cash box and some supplies.',
    items: [{ item_type: 'Small Safe', quantity: 1 }, { item_type: 'Medical Supplies', quantity: 1 }],
  },
  {
    id: 'bk-interrogation-room-1', name: 'Interrogation Room 1', name_cn: '1号审讯室',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 441395,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'An interrogation room with evidence boxes and documents.',
    items: [{ item_type: 'Documents', quantity: 2 }, { item_type: 'Hard Case', quantity: 1 }],
  },
  {
    id: 'bk-ocean-monitoring-hall', name: 'Ocean Monitoring Hall', name_cn: '海洋监测厅',
    map: 'Brakkesh', rarity: 'purple', durability: 1, /* uses not in the sources: default */ card_value: 493597,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'A monitoring hall full of sensors and computers.',
    items: [{ item_type: 'Computer', quantity: 2 }, { item_type: 'Electronics', quantity: 2 }],
  },
  {
    id: 'bk-presidents-meeting-room', name: 'President\'s Meeting Room', name_cn: '总裁会议室',
    map: 'Brakkesh', rarity: 'unique', durability: 1, /* uses not in the sources: default */ card_value: 1153414,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'The company chief\'s meeting room. Documents, luxury goods and a safe.',
    items: [{ item_type: 'Safe', quantity: 1 }, { item_type: 'Documents', quantity: 2 }, { item_type: 'Luxury Goods', quantity: 1 }],
  },
  {
    id: 'bk-babel-tower-power-access', name: 'Babel Tower Power Supply Access', name_cn: '巴别塔供电权限卡',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 496000,
    location: 'Area not confirmed by the wiki yet; the card grants access to the Babel Tower power supply.',
    room_info: 'An access card rather than a loot room: it unlocks the power supply area of the Babel Tower.',
    items: [{ item_type: 'Toolbox', quantity: 1 }],
  },
  {
    id: 'bk-biodata-server-room', name: 'Biodata Server Room', name_cn: '生物数据机房',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 351558,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'Servers that store biological research data.',
    items: [{ item_type: 'Server', quantity: 3 }, { item_type: 'Electronics', quantity: 1 }],
  },
  {
    id: 'bk-relink-implant-operating-room', name: 'Relink Implant Operating Room', name_cn: 'Relink植入手术室',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 723079,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'An operating theatre for Relink implants: medical supplies and delicate electronics.',
    items: [{ item_type: 'Medical Supplies', quantity: 2 }, { item_type: 'Electronics', quantity: 2 }],
  },
  {
    id: 'bk-medical-meeting-room', name: 'Medical Meeting Room', name_cn: '医疗会议室',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 593232,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'A meeting room for the medical staff with documents and a computer.',
    items: [{ item_type: 'Documents', quantity: 2 }, { item_type: 'Computer', quantity: 1 }, { item_type: 'Medical Supplies', quantity: 1 }],
  },
  {
    id: 'bk-outpatient-room', name: 'Outpatient Room', name_cn: '门诊室',
    map: 'Brakkesh', rarity: 'legendary', durability: 1, /* uses not in the sources: default */ card_value: 247983,
    location: 'Area not confirmed by the wiki yet.',
    room_info: 'A clinic consulting room stocked with medical supplies.',
    items: [{ item_type: 'Medical Supplies', quantity: 2 }],
  },
];

/** Cost multipliers of spec section 9: Easy 1, Normal 2, anything else 4. */
const DIFFICULTY_MULTIPLIER = { Easy: 1, Normal: 2, Hard: 4 } as const;

/**
 * Easy and Normal are open for most rooms; unique rooms skip Easy. Hard is open on Space City
 * (the rotation runs it on Normal and Hard) and for unique rooms elsewhere.
 */
function difficultiesFor(card: KeycardFacts): SeedKeycard['difficulties'] {
  const perOpen = card.card_value / card.durability;
  const available: Record<keyof typeof DIFFICULTY_MULTIPLIER, boolean> = {
    Easy: card.rarity !== 'unique',
    Normal: true,
    Hard: card.map === 'Space City' || card.rarity === 'unique',
  };
  return (Object.keys(DIFFICULTY_MULTIPLIER) as (keyof typeof DIFFICULTY_MULTIPLIER)[]).map((name) => ({
    name,
    cost: Math.round(perOpen * DIFFICULTY_MULTIPLIER[name]),
    is_available: available[name],
  }));
}

/** Small deterministic PRNG (mulberry32); the same seed always gives the same sequence. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Weekly price checks from 2026-06-15 to 2026-08-03 (8 Mondays). */
const CHECK_DATES = Array.from({ length: 8 }, (_, i) => Date.UTC(2026, 5, 15) + i * 7 * DAY_MS);

/**
 * 5-8 recorded changes, oldest first, on weekly check dates: always the first check (2026-06-15)
 * and the last (2026-08-03); weeks in between without a recorded change are skipped. Each move is
 * 3-15% up or down. The chain is built backwards from the current value, so the newest entry ends
 * exactly at card_value.
 */
function priceHistoryFor(cardValue: number, seed: number): SeedPriceChange[] {
  const rnd = seeded(seed);
  const count = 5 + Math.floor(rnd() * 4);
  const middle = CHECK_DATES.slice(1, -1);
  while (middle.length > count - 2) middle.splice(Math.floor(rnd() * middle.length), 1);
  const dates = [CHECK_DATES[0]!, ...middle, CHECK_DATES[CHECK_DATES.length - 1]!];
  const values = [cardValue];
  for (let i = 0; i < count; i++) {
    const move = (0.03 + rnd() * 0.12) * (rnd() < 0.5 ? -1 : 1);
    values.unshift(Math.max(1, Math.round(values[0]! / (1 + move))));
  }
  return dates.map((date, i) => ({
    old_value: values[i]!,
    new_value: values[i + 1]!,
    changed_at: new Date(date).toISOString(),
  }));
}

export const SEED_KEYCARDS: SeedKeycard[] = KEYCARDS.map((card, index) => ({
  ...card,
  difficulties: difficultiesFor(card),
  price_history: priceHistoryFor(card.card_value, index + 1),
}));
