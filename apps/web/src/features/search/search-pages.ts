import type { TFunction } from 'i18next';
import { MAP_TABS, mapSlug, type SearchPageSource } from '@dfwiki/shared';

const PAGES: { id: string; href: string }[] = [
  { id: 'home', href: '/' },
  { id: 'guide', href: '/wiki/start' },
  { id: 'storage', href: '/wiki/storage' },
  { id: 'cards', href: '/wiki/cards' },
  { id: 'ttk', href: '/wiki/weaponsttk' },
  { id: 'builds', href: '/wiki/weapons' },
  { id: 'rotation', href: '/wiki/map-rotation' },
  { id: 'events', href: '/wiki/events' },
  { id: 'gator', href: '/wiki/events/gator-frenzy' },
  { id: 'contribute', href: '/wiki/contribute' },
  { id: 'privacy', href: '/wiki/privacy-policy' },
  { id: 'terms', href: '/wiki/terms' },
];

/** The site's pages in the reader's language, plus one entry per keycard map tab and per Gator Frenzy map. */
export function searchPages(t: TFunction): SearchPageSource[] {
  const pages: SearchPageSource[] = PAGES.map(({ id, href }) => ({
    id,
    href,
    title: t(`search.pages.${id}.title`),
    keywords: [t(`search.pages.${id}.keywords`)],
  }));
  for (const map of MAP_TABS) {
    pages.push({
      id: `cards-${mapSlug(map)}`,
      href: `/wiki/cards?map=${mapSlug(map)}`,
      title: t('search.pages.mapCards', { map }),
      keywords: [t('search.pages.cards.keywords')],
    });
  }
  for (const map of ['Zero Dam', 'Layali Grove']) {
    pages.push({
      id: `gator-${mapSlug(map)}`,
      href: `/wiki/events/gator-frenzy#gator-${mapSlug(map)}`,
      title: t('search.pages.gatorMap', { map }),
      keywords: [t('search.pages.gator.keywords')],
    });
  }
  return pages;
}
