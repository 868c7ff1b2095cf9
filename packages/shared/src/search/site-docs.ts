import { slugify } from '../domain/slug';
import { pathTo } from '../routes/public-routes';
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

const EVENT_PAGES: Record<string, string> = { 'gator-frenzy': pathTo('gator') };

/** What a document says besides its id and kind; keywords may have gaps (no rarity, no creator). */
type DocFields = Omit<SearchDoc, 'id' | 'kind' | 'keywords'> & { keywords?: readonly (string | undefined)[] };

/** Turns the site's data into search documents with the right destination for each. */
export function buildSiteSearchDocs(sources: SearchSources, kindWords: SearchKindWords = {}): SearchDoc[] {
  // Ids are unique across kinds, and each document is also found by its kind's own word.
  const doc = (
    kind: SearchKind,
    id: string | number,
    { keywords = [], ...fields }: DocFields,
  ): SearchDoc => ({
    id: `${kind}:${id}`,
    kind,
    ...fields,
    keywords: [kindWords[kind], ...keywords].filter((s): s is string => Boolean(s)),
  });
  const docs = sources.pages.map((page) =>
    doc('page', page.id, {
      title: page.title,
      subtitle: page.subtitle,
      keywords: page.keywords,
      href: page.href,
      boost: 0.08,
    }),
  );
  for (const weapon of sources.weapons) {
    const base = pathTo('weapon', { weaponNameId: weapon.slug });
    docs.push(
      doc('weapon', weapon.id, {
        title: weapon.name,
        subtitle: weapon.category.name,
        keywords: (weapon.tags ?? []).map((t) => t.name),
        href: weapon.builds.length > 0 ? base : `${base}?tab=stats`,
        boost: 0.1,
      }),
      ...weapon.builds.map((build) =>
        doc('build', build.id, {
          title: build.name,
          subtitle: weapon.name,
          keywords: [build.creator_name, ...(build.tags ?? []).map((t) => t.name)],
          href: `${base}?tab=builds&build=${build.id}`,
        }),
      ),
    );
  }
  for (const card of sources.keycards) {
    const params = new URLSearchParams({ map: mapSlug(card.map.name), q: card.name });
    docs.push(
      doc('keycard', card.id, {
        title: card.name,
        subtitle: card.map.name,
        keywords: [card.rarity?.name, card.name_original ?? undefined],
        href: `${pathTo('cards')}?${params}`,
        boost: 0.05,
      }),
    );
  }
  for (const item of sources.storage) {
    const params = new URLSearchParams({ type: slugify(item.type), q: item.name });
    docs.push(
      doc('storage', item.id, {
        title: item.name,
        subtitle: item.typeLabel ?? item.type,
        keywords: [item.rarity, item.name_cn, item.typeLabel ? item.type : undefined],
        href: `${pathTo('storage')}?${params}`,
      }),
    );
  }
  for (const event of sources.events) {
    docs.push(
      doc('event', event.id, {
        title: event.title,
        subtitle: event.maps.join(', '),
        keywords: event.rewards,
        href: EVENT_PAGES[event.id] ?? `${pathTo('events')}/${encodeURIComponent(event.id)}`,
        boost: 0.1,
      }),
    );
  }
  return docs;
}
