import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items';

const shape = (items: typeof MENU_ITEMS): unknown =>
  items.map((i) => ({
    id: i.id,
    route: i.route,
    viewAll: i.viewAllRoute,
    children: i.children && shape(i.children),
  }));

describe('main menu from the route registry', () => {
  it('has its sections and links in order', () => {
    expect(shape(MENU_ITEMS)).toEqual([
      { id: 'guide', route: '/wiki/start' },
      {
        id: 'items',
        children: [
          { id: 'storage', route: '/wiki/storage' },
          { id: 'cards', route: '/wiki/cards' },
          { id: 'rotation', route: '/wiki/map-rotation' },
        ],
      },
      {
        id: 'weapons',
        viewAll: '/wiki/weapons',
        children: [
          { id: 'ttk', route: '/wiki/weaponsttk' },
          { id: 'builds', route: '/wiki/weapons' },
          { id: 'ttkCalculator', route: '/wiki/ttk-calculator' },
          { id: 'ammo', route: '/wiki/ammo' },
          { id: 'armor', route: '/wiki/armor' },
        ],
      },
      {
        id: 'events',
        viewAll: '/wiki/events',
        children: [
          { id: 'events', route: '/wiki/events' },
          { id: 'gator', route: '/wiki/events/gator-frenzy' },
        ],
      },
      { id: 'contribute', route: '/wiki/contribute' },
    ]);
    expect(MENU_ITEMS[3]!.children![0]!.end).toBe(true);
  });
});
