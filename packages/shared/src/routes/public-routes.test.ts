import { describe, expect, it } from 'vitest';
import { matchPublicRoute, pathTo, PUBLIC_ROUTES } from './public-routes';

describe('route registry', () => {
  it('declares each id and each path once', () => {
    const ids = PUBLIC_ROUTES.map((r) => r.id);
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names each page by its strings and its module', () => {
    for (const r of PUBLIC_ROUTES) {
      expect(r.titleKey).toBe(`meta.${r.id}.title`);
      expect(r.descriptionKey).toBe(`meta.${r.id}.description`);
      expect(r.module).toMatch(/^src\/features\/[a-z-]+\/pages\/[A-Za-z]+Page\.tsx$/);
    }
  });

  it('matches a pathname to its route and parameters, and nothing else', () => {
    expect(matchPublicRoute('/wiki/cards')?.route.id).toBe('cards');
    expect(matchPublicRoute('/')?.route.id).toBe('home');
    expect(matchPublicRoute('/wiki/weapons/m4a1')).toMatchObject({
      route: { id: 'weapon' },
      params: { weaponNameId: 'm4a1' },
    });
    expect(matchPublicRoute('/wiki/weapons/m4a1/extra')).toBeUndefined();
    expect(matchPublicRoute('/wiki/ammo')?.route.id).toBe('ammo');
    expect(matchPublicRoute('/wiki/ammo/9x19mm-ap6-3')).toMatchObject({
      route: { id: 'round' },
      params: { roundId: '9x19mm-ap6-3' },
    });
    expect(matchPublicRoute('/wiki/armor/body-1')).toMatchObject({
      route: { id: 'armorPiece' },
      params: { pieceId: 'body-1' },
    });
    expect(matchPublicRoute('/wiki/cardsx')).toBeUndefined();
    expect(matchPublicRoute('/no/such/page')).toBeUndefined();
  });

  it('builds addresses from ids, parameters encoded', () => {
    expect(pathTo('cards')).toBe('/wiki/cards');
    expect(pathTo('home')).toBe('/');
    expect(pathTo('weapon', { weaponNameId: 'a b/c' })).toBe('/wiki/weapons/a%20b%2Fc');
    expect(pathTo('round', { roundId: '5-56x45mm-m855' })).toBe('/wiki/ammo/5-56x45mm-m855');
  });

  it('asks for exactly the parameters a path has (checked by the compiler)', () => {
    // @ts-expect-error a fixed path takes no parameters
    pathTo('cards', { weaponNameId: 'x' });
    // @ts-expect-error a parameterised path needs its parameters
    pathTo('weapon');
    expect(pathTo('weapon', { weaponNameId: 7 })).toBe('/wiki/weapons/7');
  });
});
