import { slugify } from '../domain/slug';
import { routeHref, routePath } from '../routes/public-routes';
import type { SearchDoc, SearchKind } from './search-index';

/** The few fields of each source the search needs (the API and static types satisfy them). */
export interface SearchWeaponSource {
  id: number;
  slug: string;
  name: string;
  category: { name: string };
  tags?: readonly { name: string }[];
  builds: readonly { id: number; name: string; creator_name?: string; tags?: readonly { name: string }[] }[];
}
export interface SearchKeycardSource {
  id: string;
  name: string;
  map: { name: string };
  rarity?: { name: string };
  /** Original (Chinese) name, searchable too. */
  name_original?: string | null;
}
export interface SearchStorageSource {
  id: string;
  name: string;
  name_cn?: string;
  type: string;
  /** The type in the reader's language (shown); `type` stays English for the URL. */
  typeLabel?: string;
  rarity: string;
}
export interface SearchEventSource {
  id: string;
  title: string;
  maps: readonly string[];
  rewards: readonly string[];
}
/** A page of the site, already in the reader's language. */
export interface SearchPageSource {
  id: string;
  title: string;
  href: string;
  subtitle?: string;
  keywords?: readonly string[];
}

export interface SearchSources {
  weapons: readonly SearchWeaponSource[];
  keycards: readonly SearchKeycardSource[];
  storage: readonly SearchStorageSource[];
  events: readonly SearchEventSource[];
  pages: readonly SearchPageSource[];
}

/** Words in the reader's language that describe each kind ('build', 'construcție'…), searched as keywords. */
export type SearchKindWords = Partial<Record<SearchKind, string>>;

/** URL slug of a keycard map, the keycards page's ?map= value: zero-dam, layali-grove, space-city, brakkesh. */
export function mapSlug(mapName: string): string {
  return slugify(mapName);
}

const EVENT_PAGES: Record<string, string> = { 'gator-frenzy': routePath('gator') };

/** Turns the site's data into search documents with the right destination for each. */
export function buildSiteSearchDocs(sources: SearchSources, kindWords: SearchKindWords = {}): SearchDoc[] {
  const kw = (kind: SearchKind, extra: readonly (string | undefined)[] = []): string[] =>
    [kindWords[kind], ...extra].filter((s): s is string => Boolean(s));
  const docs: SearchDoc[] = [];
  for (const page of sources.pages) {
    docs.push({
      id: `page:${page.id}`,
      kind: 'page',
      title: page.title,
      subtitle: page.subtitle,
      keywords: kw('page', page.keywords ?? []),
      href: page.href,
      boost: 0.08,
    });
  }
  for (const weapon of sources.weapons) {
    const base = routeHref('weapon', { weaponNameId: weapon.slug });
    docs.push({
      id: `weapon:${weapon.id}`,
      kind: 'weapon',
      title: weapon.name,
      subtitle: weapon.category.name,
      keywords: kw(
        'weapon',
        (weapon.tags ?? []).map((t) => t.name),
      ),
      href: weapon.builds.length > 0 ? base : `${base}?tab=stats`,
      boost: 0.1,
    });
    for (const build of weapon.builds) {
      docs.push({
        id: `build:${build.id}`,
        kind: 'build',
        title: build.name,
        subtitle: weapon.name,
        keywords: kw('build', [build.creator_name, ...(build.tags ?? []).map((t) => t.name)]),
        href: `${base}?tab=builds&build=${build.id}`,
      });
    }
  }
  for (const card of sources.keycards) {
    const params = new URLSearchParams({ map: mapSlug(card.map.name), q: card.name });
    docs.push({
      id: `keycard:${card.id}`,
      kind: 'keycard',
      title: card.name,
      subtitle: card.map.name,
      keywords: kw('keycard', [card.rarity?.name, card.name_original ?? undefined]),
      href: `${routePath('cards')}?${params}`,
      boost: 0.05,
    });
  }
  for (const item of sources.storage) {
    const params = new URLSearchParams({ type: slugify(item.type), q: item.name });
    docs.push({
      id: `storage:${item.id}`,
      kind: 'storage',
      title: item.name,
      subtitle: item.typeLabel ?? item.type,
      keywords: kw('storage', [item.rarity, item.name_cn, item.typeLabel ? item.type : undefined]),
      href: `${routePath('storage')}?${params}`,
    });
  }
  for (const event of sources.events) {
    docs.push({
      id: `event:${event.id}`,
      kind: 'event',
      title: event.title,
      subtitle: event.maps.join(', '),
      keywords: kw('event', event.rewards),
      href: EVENT_PAGES[event.id] ?? `${routePath('events')}/${encodeURIComponent(event.id)}`,
      boost: 0.1,
    });
  }
  return docs;
}
