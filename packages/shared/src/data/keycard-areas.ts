// Map areas that keycard rooms are in, by their Chinese client name (the sourced fact, see
// docs/game-data.md). The English and Romanian names are DF Wiki's own translations, so the UI
// shows the original beside them and says they are ours.

export interface AreaName {
  en: string;
  ro: string;
}

// prettier-ignore
export const KEYCARD_AREAS: Readonly<Record<string, AreaName>> = {
  // Zero Dam
  反叛军军营: { en: 'Rebel Barracks', ro: 'Cazarma rebelilor' },
  地下通道: { en: 'Underground Passage', ro: 'Pasajul subteran' },
  大变电站: { en: 'Large Substation', ro: 'Substația mare' },
  小变电站: { en: 'Small Substation', ro: 'Substația mică' },
  水泥厂: { en: 'Cement Plant', ro: 'Fabrica de ciment' },
  游客中心: { en: 'Visitor Center', ro: 'Centrul de vizitatori' },
  行政楼东楼: { en: 'Administrative Building, East Wing', ro: 'Clădirea administrativă, aripa de est' },
  行政楼西楼: { en: 'Administrative Building, West Wing', ro: 'Clădirea administrativă, aripa de vest' },
  // Layali Grove
  哈夫克雷达站: { en: 'Haavk Radar Station', ro: 'Stația radar Haavk' },
  坠机之地: { en: 'Crash Site', ro: 'Locul prăbușirii' },
  小火车站: { en: 'Small Train Station', ro: 'Gara mică' },
  检查站: { en: 'Checkpoint', ro: 'Punctul de control' },
  沙径牧场: { en: 'Sand Trail Ranch', ro: 'Ferma de pe cărarea de nisip' },
  钻石皇后酒店: { en: 'Diamond Queen Hotel', ro: 'Hotelul Diamond Queen' },
  阿米亚小镇: { en: 'Amiya Town', ro: 'Orășelul Amiya' },
  // Space City
  一号员工通道: { en: 'Staff Passage 1', ro: 'Pasajul personalului 1' },
  二号员工通道: { en: 'Staff Passage 2', ro: 'Pasajul personalului 2' },
  东区吊桥: { en: 'East Drawbridge', ro: 'Podul mobil de est' },
  中控楼: { en: 'Central Control Building', ro: 'Clădirea de control central' },
  宿舍楼: { en: 'Dormitory Building', ro: 'Clădirea căminului' },
  工业区: { en: 'Industrial Zone', ro: 'Zona industrială' },
  总裁室: { en: "President's Office", ro: 'Biroul președintelui' },
  浮力室: { en: 'Buoyancy Room', ro: 'Sala de flotabilitate' },
  蓝室: { en: 'Blue Room', ro: 'Camera albastră' },
  西区大门: { en: 'West Gate', ro: 'Poarta de vest' },
  黑室: { en: 'Black Room', ro: 'Camera neagră' },
  // Brakkesh
  巴克什大浴场: { en: 'Brakkesh Grand Bathhouse', ro: 'Marea baie din Brakkesh' },
  巴别塔中控: { en: 'Babel Tower Central Control', ro: 'Turnul Babel, controlul central' },
  巴别塔医疗区: { en: 'Babel Tower Medical Area', ro: 'Turnul Babel, zona medicală' },
  巴别塔审讯区: { en: 'Babel Tower Interrogation Area', ro: 'Turnul Babel, zona de interogatorii' },
  巴别塔海洋区: { en: 'Babel Tower Ocean Area', ro: 'Turnul Babel, zona oceanică' },
  巴别塔顶楼总裁: { en: "Babel Tower Top Floor (President's)", ro: 'Turnul Babel, ultimul etaj (al președintelui)' },
  樱桃小镇: { en: 'Cherry Town', ro: 'Orășelul Cireșelor' },
  皇家博物馆: { en: 'Royal Museum', ro: 'Muzeul Regal' },
  蓝汀旅馆: { en: 'Lanting Inn', ro: 'Hanul Lanting' },
  蓝调山城: { en: 'Blues Hill Town', ro: 'Orașul de pe deal Blues' },
  // Tide Prison
  牢房: { en: 'Cell Block', ro: 'Blocul celulelor' },
  医疗试验区: { en: 'Medical Testing Area', ro: 'Zona de teste medicale' },
  行政区: { en: 'Administration Area', ro: 'Zona administrativă' },
  卸货区: { en: 'Unloading Area', ro: 'Zona de descărcare' },
  水动力渠: { en: 'Hydrodynamic Channel', ro: 'Canalul hidrodinamic' },
  囚犯活动区: { en: 'Inmate Activity Area', ro: 'Zona de activități a deținuților' },
  潮汐控制室: { en: 'Tide Control Room', ro: 'Camera de control al mareei' },
};

/** Joins the areas of a key whose rooms are in more than one (the source lists it once per area). */
export const AREA_LIST_SEPARATOR = '、';

/**
 * Our translation of an area's Chinese name into `lang` (English for any other language); a list of
 * areas (AREA_LIST_SEPARATOR) becomes their translations joined by commas. Null if any is unknown.
 */
export function areaName(original: string | null | undefined, lang: string): string | null {
  const parts = original ? original.split(AREA_LIST_SEPARATOR) : [];
  const names = parts.map((part) => KEYCARD_AREAS[part]);
  if (!names.length || names.some((n) => !n)) return null;
  return names.map((n) => (lang.startsWith('ro') ? n!.ro : n!.en)).join(', ');
}
