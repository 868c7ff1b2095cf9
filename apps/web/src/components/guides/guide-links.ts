// Where a guide's subject lives on the wiki: its weapon, map, keycard or item page. Shared by the
// guide pages and the weapon page's Guides & Tips tab (features never import each other).
import { pathTo, type GuideSubject } from '@dfwiki/shared';

/**
 * A keycard's map by the prefix of its id (`zd-…` is Zero Dam): the cards page shows one map at a
 * time, and a guide's subject names only the card. The ids are the wiki's own (seed keycards.json).
 */
const KEYCARD_MAPS: Record<string, string> = {
  zd: 'zero-dam',
  lg: 'layali-grove',
  sc: 'space-city',
  bk: 'brakkesh',
  tp: 'tide-prison',
};

/** The address of the page a guide is about. */
export function guideSubjectPath(subject: GuideSubject): string {
  switch (subject.type) {
    case 'weapon':
      return pathTo('weapon', { weaponNameId: subject.slug });
    case 'item':
      return pathTo('item', { itemSlug: subject.slug });
    case 'map':
      return pathTo('map', { mapSlug: subject.slug });
    case 'keycard': {
      const map = KEYCARD_MAPS[subject.slug.split('-', 1)[0] ?? ''];
      return `${pathTo('cards')}?${new URLSearchParams({ ...(map ? { map } : {}), q: subject.name })}`;
    }
  }
}
