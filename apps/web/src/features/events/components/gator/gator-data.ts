import { GATOR_FRENZY } from '@dfwiki/shared';

export interface GatorMap {
  /** Also the URL fragment (#gator-<id>) the search palette links to. */
  id: 'zero-dam' | 'layali-grove';
  name: keyof typeof GATOR_FRENZY.lairs;
  lairs: number;
  image: string;
  /** Keys of the tips under gator.maps.<id>.tips. */
  tips: readonly string[];
}

/** The two event maps with their lair counts (spec) and the schematic map images we drew. */
export const GATOR_MAPS: readonly GatorMap[] = [
  {
    id: 'zero-dam',
    name: 'Zero Dam',
    lairs: GATOR_FRENZY.lairs['Zero Dam'],
    image: '/images/events/gator-zero-dam.svg',
    tips: ['water', 'approach', 'extract'],
  },
  {
    id: 'layali-grove',
    name: 'Layali Grove',
    lairs: GATOR_FRENZY.lairs['Layali Grove'],
    image: '/images/events/gator-layali-grove.svg',
    tips: ['route', 'reeds', 'team', 'extract'],
  },
];

export const GATOR_EVENT_ID = 'gator-frenzy';
