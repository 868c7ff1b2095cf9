// The pages the page budgets and the trace measure.

/** The data pages, with a weapon that has builds for the weapon page. */
export async function dataPages(baseUrl) {
  const weapons = await (await fetch(`${baseUrl}/api/v1/weapons`)).json();
  const slug = weapons.data.weapons.find((w) => w.builds.length)?.slug;
  return ['/wiki/cards', '/wiki/weaponsttk', '/wiki/weapons', `/wiki/weapons/${slug}`];
}
