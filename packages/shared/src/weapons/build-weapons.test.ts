import { describe, expect, it } from 'vitest';
import {
  filterBuildWeapons,
  groupAttachments,
  isBuildSort,
  matchesWeaponRef,
  popularCategories,
  resolveWeaponTab,
  selectBuild,
  sortBuildWeapons,
  truncateText,
  weaponsWithBuilds,
  type BuildIndexWeapon,
} from './build-weapons';

const weapon = (
  id: number,
  name: string,
  category: string,
  views: number,
  chestTtk: number | null,
  builds = 1,
  description = '',
): BuildIndexWeapon => ({
  id,
  name,
  description,
  views,
  category: { name: category },
  builds: Array.from({ length: builds }),
  ttk_values: [{ ammo_type: 'yellow', target_area: 'chest', ttk_value: chestTtk }],
});

const W = [
  weapon(1, 'M4A1 Assault Rifle', 'Assault Rifle', 10, 0.4, 2, 'Laser beam'),
  weapon(2, 'AK-12 Assault Rifle', 'Assault Rifle', 50, 0.45),
  weapon(3, 'Vector SMG', 'SMG', 50, 0.3, 1, 'Fast close range'),
  weapon(4, 'P90 SMG', 'SMG', 0, null, 0),
  weapon(5, 'AWM Sniper', 'Sniper Rifle', 5, null),
];

describe('builds index', () => {
  it('keeps only weapons with builds', () => {
    expect(weaponsWithBuilds(W).map((w) => w.id)).toEqual([1, 2, 3, 5]);
  });
  it('filters by category slug and by name or description, case-insensitively', () => {
    expect(filterBuildWeapons(W, { category: 'assault-rifle' }).map((w) => w.id)).toEqual([1, 2]);
    expect(filterBuildWeapons(W, { query: 'LASER' }).map((w) => w.id)).toEqual([1]);
    expect(filterBuildWeapons(W, { query: 'smg', category: 'smg' }).map((w) => w.id)).toEqual([3, 4]);
    expect(filterBuildWeapons(W, { query: ' ' })).toHaveLength(5);
  });
  it('sorts by name, popularity (views) and time to kill (N/A last)', () => {
    expect(sortBuildWeapons(W, 'name').map((w) => w.id)).toEqual([2, 5, 1, 4, 3]);
    expect(sortBuildWeapons(W, 'popularity').map((w) => w.id)).toEqual([2, 3, 1, 5, 4]);
    expect(sortBuildWeapons(W, 'ttk').map((w) => w.id)).toEqual([3, 1, 2, 5, 4]);
    expect(isBuildSort('ttk')).toBe(true);
    expect(isBuildSort('views')).toBe(false);
  });
  it('counts weapons with builds per category, most first', () => {
    expect(popularCategories(W)).toEqual([
      { slug: 'assault-rifle', name: 'Assault Rifle', count: 2 },
      { slug: 'smg', name: 'SMG', count: 1 },
      { slug: 'sniper-rifle', name: 'Sniper Rifle', count: 1 },
    ]);
  });
});

describe('weapon detail helpers', () => {
  it('cuts build descriptions to 60 characters', () => {
    const long = 'An AK-12 tuned for steady mid-range fire so its strong armour damage lands in one string.';
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateText('Short one')).toBe('Short one');
    expect(truncateText('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
  });
  it('groups attachments by type in display order', () => {
    expect(
      groupAttachments([
        { name: 'Grip', type: 'other' },
        { name: 'Scope', type: 'optic' },
        { name: 'Brake', type: 'muzzle' },
        { name: 'Laser', type: 'laser' },
      ]),
    ).toEqual([
      { type: 'muzzle', names: ['Brake'] },
      { type: 'optic', names: ['Scope'] },
      { type: 'other', names: ['Grip', 'Laser'] },
    ]);
  });
  it('selects the build from the URL or the first one', () => {
    const builds = [{ id: 7 }, { id: 9 }];
    expect(selectBuild(builds, '9')).toEqual({ id: 9 });
    expect(selectBuild(builds, null)).toEqual({ id: 7 });
    expect(selectBuild(builds, '404')).toEqual({ id: 7 });
    expect(selectBuild([], '1')).toBeUndefined();
  });
  it('matches a weapon by slug or numeric id; reads the tab', () => {
    const w = { id: 11, slug: 'ak-12' };
    expect(matchesWeaponRef(w, 'ak-12')).toBe(true);
    expect(matchesWeaponRef(w, '11')).toBe(true);
    expect(matchesWeaponRef(w, '11x')).toBe(false);
    expect(resolveWeaponTab('stats')).toBe('stats');
    expect(resolveWeaponTab('nope')).toBe('builds');
    expect(resolveWeaponTab(null)).toBe('builds');
  });
});
