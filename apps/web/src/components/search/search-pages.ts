import type { TFunction } from 'i18next';
import { MAP_TABS, mapSlug, PUBLIC_ROUTES, pathTo, type SearchPageSource } from '@dfwiki/shared';

/** Pages the route registry offers to search; their strings are `search.pages.<id>.*`. */
const PAGES = PUBLIC_ROUTES.filter((r) => r.search !== false).map((r) => ({ id: r.id, href: r.path }));

/** The site's pages in the reader's language, plus one entry per map page, keycard map tab and Gator Frenzy map. */
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
      href: `${pathTo('cards')}?map=${mapSlug(map)}`,
      title: t('search.pages.mapCards', { map }),
      keywords: [t('search.pages.cards.keywords')],
    });
  }
  for (const map of MAP_TABS) {
    pages.push({
      id: `map-${mapSlug(map)}`,
      href: pathTo('map', { mapSlug: mapSlug(map) }),
      title: t('search.pages.mapPage', { map }),
      keywords: [t('search.pages.maps.keywords')],
    });
  }
  for (const map of ['Zero Dam', 'Layali Grove']) {
    pages.push({
      id: `gator-${mapSlug(map)}`,
      href: `${pathTo('gator')}#gator-${mapSlug(map)}`,
      title: t('search.pages.gatorMap', { map }),
      keywords: [t('search.pages.gator.keywords')],
    });
  }
  return pages;
}
