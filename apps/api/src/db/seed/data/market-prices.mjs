// The market price of one item on the day of the market snapshot (sources/items.json), by the
// game's Chinese name or object id: what keycards, storage, weapons, rounds and armour show as their
// newest price, so a price on two pages is the same price with the same date. The hxj figure of
// 2026-08-03 is an instant-sell price (a client's quick-sale offer), never used as a market price.
import fs from 'node:fs';
import path from 'node:path';

const cite = (s) => s.replace(/\b([0-9a-f]{7})[0-9a-f]{33}\b/g, '$1').split(' (')[0];

export function marketPrices(dir) {
  const snapshot = JSON.parse(fs.readFileSync(path.join(dir, 'items.json'), 'utf8'));
  const source = `${cite(snapshot.source)} (market price, ${snapshot.as_of.slice(0, 10)})`;
  const priced = snapshot.items.filter((i) => i.market.price !== null);
  const byName = new Map(priced.map((i) => [i.name_cn, i]));
  const byListing = new Map(priced.map((i) => [i.object_id, i]));
  const dated = (i) => (i ? { price: i.market.price, as_of: i.market.as_of.slice(0, 10), source } : null);
  return {
    source,
    /** By Chinese name (an item without wear states). */
    byName: (nameCn) => dated(byName.get(nameCn)),
    /** By object id: the item itself, else its new (全新) wear state. */
    byObjectId: (id) => (id == null ? null : dated(byListing.get(String(id)) ?? byListing.get(`${id}-1`))),
  };
}
