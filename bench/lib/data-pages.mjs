// The pages the page budgets and the trace measure.

/**
 * The data pages (the storage and round lists included: the heaviest pages), with a weapon that has builds for the weapon page (and its Compare tab beside
 * the next three weapons of the list), the market item of the highest value per slot for the item
 * page, and the map with the most collectibles for the map page.
 */
export async function dataPages(baseUrl) {
  const weapons = await (await fetch(`${baseUrl}/api/v1/weapons`)).json();
  const slug = weapons.data.weapons.find((w) => w.builds.length)?.slug;
  const items = await (await fetch(`${baseUrl}/api/v1/items?sort=value_per_slot&limit=1`)).json();
  const item = items.data.items[0].slug;
  const others = weapons.data.weapons.filter((w) => w.slug !== slug).slice(0, 3);
  const maps = await (await fetch(`${baseUrl}/api/v1/maps`)).json();
  const map = [...maps.data.maps].sort((a, b) => b.collectible_count - a.collectible_count)[0].slug;
  return [
    '/wiki/cards',
    '/wiki/weaponsttk',
    '/wiki/weapons',
    '/wiki/storage',
    '/wiki/ammo',
    `/wiki/weapons/${slug}`,
    '/wiki/items',
    `/wiki/items/${item}`,
    '/wiki/maps',
    `/wiki/maps/${map}`,
    // The community's pages: the guides list (empty in the sample data) and the recent changes.
    '/wiki/guides',
    '/wiki/recent-changes',
    `/wiki/weapons/${slug}?tab=compare&with=${others.map((w) => w.slug).join(',')}`,
  ];
}
