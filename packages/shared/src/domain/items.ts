// Market items: the Operations maps by their Chinese client name (where-found data names maps in
// Chinese), and the area names the wiki has translated (keycard areas).
import { KEYCARD_AREAS } from '../data/keycard-areas';
import { slugify } from './slug';

/** The five Operations maps: Chinese client name → English name. */
export const OPERATIONS_MAPS_CN: Readonly<Record<string, string>> = {
  零号大坝: 'Zero Dam',
  长弓溪谷: 'Layali Grove',
  航天基地: 'Space City',
  巴克什: 'Brakkesh',
  潮汐监狱: 'Tide Prison',
};

/** A where-found place in the reader's language: the map's English name and the area's translation, when the wiki has them. */
export function foundInPlace(place: { map_cn: string; area_cn: string }, lang: string) {
  const map = OPERATIONS_MAPS_CN[place.map_cn] ?? null;
  const area = KEYCARD_AREAS[place.area_cn];
  return {
    map,
    /** The keycards page's ?map= value of that map. */
    mapSlug: map ? slugify(map) : null,
    area: area ? (lang.startsWith('ro') ? area.ro : area.en) : null,
  };
}
