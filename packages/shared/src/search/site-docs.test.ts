import { describe, expect, it } from 'vitest';
import { createSearcher } from './search-index';
import { buildSiteSearchDocs, mapSlug, type SearchSources } from './site-docs';

const SOURCES: SearchSources = {
  pages: [{ id: 'cards', title: 'Keycards', href: '/wiki/cards' }],
  weapons: [
    {
      id: 11,
      slug: 'ak-12',
      name: 'AK-12 Assault Rifle',
      category: { name: 'Assault Rifle' },
      tags: [{ name: 'Beginner Friendly' }],
      builds: [{ id: 5, name: 'Armour Breaker', creator_name: 'VaultRat', tags: [{ name: 'Low Recoil' }] }],
    },
    { id: 12, slug: 'p90', name: 'P90 SMG', category: { name: 'SMG' }, builds: [] },
  ],
  keycards: [
    {
      id: 'ld-blue-villa',
      name: 'Blue Villa Bedroom',
      map: { name: 'Layali Grove' },
      rarity: { name: 'Rare' },
    },
  ],
  storage: [{ id: 'bp1', name: 'Hiking Backpack', type: 'Backpack', rarity: 'rare' }],
  events: [{ id: 'gator-frenzy', title: 'Gator Frenzy', maps: ['Zero Dam'], rewards: ['Baby Gator Avatar'] }],
};

describe('buildSiteSearchDocs', () => {
  const docs = buildSiteSearchDocs(SOURCES, { build: 'construcție' });
  const href = (id: string) => docs.find((d) => d.id === id)?.href;

  it('links each result to the right page, tab, build and map', () => {
    expect(href('weapon:11')).toBe('/wiki/weapons/ak-12');
    expect(href('weapon:12')).toBe('/wiki/weapons/p90?tab=stats');
    expect(href('build:5')).toBe('/wiki/weapons/ak-12?tab=builds&build=5');
    expect(href('keycard:ld-blue-villa')).toBe('/wiki/cards?map=layali-grove&q=Blue+Villa+Bedroom');
    expect(href('storage:bp1')).toBe('/wiki/storage?type=backpack&q=Hiking+Backpack');
    expect(href('event:gator-frenzy')).toBe('/wiki/events/gator-frenzy');
    expect(href('page:cards')).toBe('/wiki/cards');
  });
  it('uses the map slugs the keycards page reads', () => {
    expect(['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh'].map(mapSlug)).toEqual([
      'zero-dam',
      'layali-grove',
      'space-city',
      'brakkesh',
    ]);
  });
  it('finds builds by kind word, creator and tag', () => {
    const search = createSearcher(docs);
    expect(search('constructie')[0].doc.id).toBe('build:5');
    expect(search('vaultrat')[0].doc.id).toBe('build:5');
    expect(search('blu vila')[0].doc.id).toBe('keycard:ld-blue-villa');
  });
});
