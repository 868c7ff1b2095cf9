// Saved and featured builds in the server's first HTML, as the API's page host renders it
// (entry-server.tsx): the builds index shows the featured builds from its route loader, and a
// weapon page draws Save the same for everyone, reading nothing of any account.
import { describe, expect, it } from 'vitest';
import type { FeaturedBuild } from '@dfwiki/shared';
import en from '../../../../public/locales/en.json';
import ro from '../../../../public/locales/ro.json';
import { createRenderer } from '../../../entry-server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FEATURED: FeaturedBuild[] = [
  {
    id: 31,
    name: 'Night raid',
    build_code: '6FEATURED000000000001',
    weapon: { id: 7, slug: 'm4a1', name: 'M4A1 Assault Rifle' },
    creator_name: 'Nightjar',
    featured_at: '2026-11-20T10:00:00.000Z',
  },
];

const BUILD = {
  id: 31,
  weapon_id: 7,
  name: 'Night raid',
  description: '',
  rating: 4.2,
  build_code: '6FEATURED000000000001',
  weapon_builder_img: null,
  weapon_control_img: null,
  weapon_stats_img: null,
  creator_name: 'Nightjar',
  creator_avatar: null,
  creator_contributions: 1,
  control: 50,
  handling: 50,
  stability: 50,
  accuracy: 50,
  range: 50,
  tags: [],
  attachments: [],
  created_at: '2026-10-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  version: 0,
  last_edited_at: null,
  source: null,
  submitted_at: null,
  featured: true,
};

const WEAPON = {
  id: 7,
  slug: 'm4a1',
  name: 'M4A1 Assault Rifle',
  category: { id: 1, name: 'Assault Rifle' },
  category_id: 1,
  tier: 'A',
  description: 'A steady rifle.',
  image_url: null,
  is_new: false,
  overview: '',
  notes: '',
  damage: 30,
  fire_rate: 800,
  range: 50,
  capacity: 30,
  views: 10,
  pros: [],
  cons: [],
  ttk_values: [],
  builds: [BUILD],
  tags: [],
  updated_at: '2026-11-01T10:00:00Z',
};

/** A renderer whose API answers `answers` by path (under /api/v1) and 404 otherwise; `reads` lists every path asked. */
async function rendererWith(answers: Record<string, unknown>) {
  const reads: string[] = [];
  const renderer = await createRenderer({
    config: {},
    translations: { en, ro },
    fetchApi: async (input) => {
      const path = new URL(String(input), 'http://api.local').pathname.replace(/^\/api\/v1/, '');
      reads.push(path);
      return path in answers
        ? json(answers[path])
        : json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    },
  });
  return { renderer, reads };
}

describe('saved and featured builds on the server', () => {
  it("the builds index's banner holds the featured builds, each a link to the build on its weapon page", async () => {
    const { renderer, reads } = await rendererWith({
      '/weapons': { data: { weapons: [], page: { offset: 0, limit: 200, total: 0, next_offset: null } } },
      '/builds/featured': { data: { builds: FEATURED } },
    });
    const page = await renderer.render('/wiki/weapons', 'en');
    expect(page.status).toBe(200);
    expect(reads).toContain('/builds/featured');
    const banner = /data-testid="featured-banner".*?<\/section>/s.exec(page.html)?.[0] ?? '';
    expect(banner).toContain('Featured community builds');
    expect(banner).toContain('href="/wiki/weapons/m4a1?build=31"');
    expect(banner).toContain('Night raid');
    expect(banner).toContain('by Nightjar');
    expect(banner).toContain('M4A1 Assault Rifle');
    // The call to submit a build stays.
    expect(banner).toContain('href="/my/submissions/new"');
  });

  it('keeps the banner as it was when nothing is featured (or the read failed)', async () => {
    const { renderer } = await rendererWith({
      '/weapons': { data: { weapons: [], page: { offset: 0, limit: 200, total: 0, next_offset: null } } },
    });
    const page = await renderer.render('/wiki/weapons', 'ro');
    const banner = /data-testid="featured-banner".*?<\/section>/s.exec(page.html)?.[0] ?? '';
    expect(banner).toContain('Build-urile comunității');
    expect(banner).not.toContain('data-testid="featured-builds"');
  });

  it('a weapon page draws Save for everyone and reads nothing of an account', async () => {
    const { renderer, reads } = await rendererWith({
      '/weapons/m4a1': { data: { weapon: WEAPON } },
      '/ammo': { data: { rounds: [] } },
      '/armor': { data: { armor: [] } },
      '/weapon-models': { data: { weapons: [] } },
    });
    const page = await renderer.render('/wiki/weapons/m4a1', 'en');
    expect(page.status, reads.join(' ')).toBe(200);
    expect(page.html).toContain('data-testid="save-build"');
    expect(page.html).not.toContain('aria-pressed="true"');
    expect(reads.filter((path) => path.startsWith('/auth') || path.startsWith('/my'))).toEqual([]);
    // Nor does the page's state name any read of an account.
    const state = JSON.stringify(page.state);
    expect(state).not.toContain('my-saved-builds');
    expect(state).not.toContain('"session"');
  });
});
