// The pages the page budgets and the trace measure.

/**
 * The data pages, with a weapon that has builds for the weapon page and the market item of the
 * highest value per slot for the item page.
 */
export async function dataPages(baseUrl) {
  const weapons = await (await fetch(`${baseUrl}/api/v1/weapons`)).json();
  const slug = weapons.data.weapons.find((w) => w.builds.length)?.slug;
  const items = await (await fetch(`${baseUrl}/api/v1/items?sort=value_per_slot&limit=1`)).json();
  const item = items.data.items[0].slug;
  return [
    '/wiki/cards',
    '/wiki/weaponsttk',
    '/wiki/weapons',
    `/wiki/weapons/${slug}`,
    '/wiki/items',
    `/wiki/items/${item}`,
  ];
}
