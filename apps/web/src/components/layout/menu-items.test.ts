import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items';

/** One line a top-level entry: `id route`, or `id (all viewAll): child route, …`. */
const outline = (items: typeof MENU_ITEMS): string[] =>
  items.map((i) => {
    const link = (c: (typeof MENU_ITEMS)[number]) => `${c.id} ${c.route}`;
    if (!i.children) return link(i);
    const all = i.viewAllRoute ? ` (all ${i.viewAllRoute})` : '';
    return `${i.id}${all}: ${i.children.map(link).join(', ')}`;
  });

describe('main menu from the route registry', () => {
  it('has its sections and links in order', () => {
    expect(outline(MENU_ITEMS)).toEqual([
      'guide /wiki/start',
      'items: items /wiki/items, storage /wiki/storage, cards /wiki/cards, maps /wiki/maps, rotation /wiki/map-rotation',
      'weapons (all /wiki/weapons): ttk /wiki/weaponsttk, builds /wiki/weapons, ttkCalculator /wiki/ttk-calculator, ammo /wiki/ammo, armor /wiki/armor',
      'events (all /wiki/events): events /wiki/events, gator /wiki/events/gator-frenzy',
      'guides /wiki/guides',
      'contribute /wiki/contribute',
    ]);
    expect(MENU_ITEMS[3]!.children![0]!.end).toBe(true);
  });
});
