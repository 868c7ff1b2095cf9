import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_MENU, MEMBER_PATHS, PUBLIC_ROUTES } from '@dfwiki/shared';
import en from '../../public/locales/en.json';
import ro from '../../public/locales/ro.json';
import { IDLE_PREFETCH_PATHS } from '../lib/routes-meta';
import { buildRoutes } from './routes';

describe('router from the route registry', () => {
  const routes = buildRoutes('/admin-login');

  it('routes every public path to a lazy page', () => {
    for (const r of PUBLIC_ROUTES) {
      const path = r.path.replace(/:\w+/g, 'x');
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path === '*', path).toBe(false);
      expect(typeof leaf?.lazy, path).toBe('function');
    }
  });

  it('has head strings for every page, and search strings for every page search offers', () => {
    const text = (file: unknown, key: string) =>
      key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], file);
    for (const file of [en, ro])
      for (const r of PUBLIC_ROUTES) {
        expect(text(file, r.titleKey), r.titleKey).toEqual(expect.any(String));
        expect(text(file, r.descriptionKey), r.descriptionKey).toEqual(expect.any(String));
        if (r.search !== false)
          expect(text(file, `search.pages.${r.id}.title`), r.id).toEqual(expect.any(String));
      }
    for (const file of [en, ro])
      for (const [, labelKey] of Object.values(MAIN_MENU).flat())
        expect(text(file, labelKey), labelKey).toEqual(expect.any(String));
  });

  it("routes a player's pages (MEMBER_PATHS) to their lazy pages", () => {
    for (const path of [
      MEMBER_PATHS.account,
      MEMBER_PATHS.mySubmissions,
      MEMBER_PATHS.newSubmission,
      MEMBER_PATHS.editSubmission(3),
      MEMBER_PATHS.myCorrections,
      MEMBER_PATHS.mySavedBuilds,
      MEMBER_PATHS.myGuides,
      MEMBER_PATHS.newGuide,
      MEMBER_PATHS.editGuide(3),
    ]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path === '*', path).toBe(false);
      expect(typeof leaf?.lazy, path).toBe('function');
    }
  });

  it("takes a page's loader from its page module, and none for a page without data", async () => {
    const load = async (path: string) => {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      return (leaf?.lazy as () => Promise<Record<string, unknown>>)();
    };
    const weapon = await load('/wiki/weapons/m4a1');
    expect(typeof weapon.loader).toBe('function');
    expect(typeof weapon.shouldRevalidate).toBe('function');
    expect((await load('/wiki/terms')).loader).toBeUndefined();
  });

  it('prefetches the primary pages in priority order', () => {
    expect(IDLE_PREFETCH_PATHS).toEqual([
      '/wiki/start',
      '/wiki/weapons',
      '/wiki/weaponsttk',
      '/wiki/cards',
      '/wiki/storage',
      '/wiki/map-rotation',
      '/wiki/events',
    ]);
  });
});
