import { describe, expect, it } from 'vitest';
import {
  isClientOnlyPath,
  pageHead,
  renderHead,
  scriptSafeJson,
  type GearHeads,
  type WeaponHead,
} from './page-meta';

const STRINGS = {
  home: { title: 'Home', description: 'The wiki.' },
  cards: { title: 'Keycards', description: 'Every keycard.' },
};
const M4: WeaponHead = {
  id: 4,
  slug: 'm4a1',
  name: 'M4A1',
  tier: 'A',
  description: 'A rifle.',
  category: 'Assault rifle',
} as WeaponHead;
const GEAR: GearHeads = {
  rounds: [{ id: '5-56x45mm-m855', name: '5.56x45mm M855', nameCn: '5.56x45mm M855', caliber: '5.56x45mm' }],
  pieces: [{ id: 'body-1', nameCn: '精英防弹背心', type: 'body', level: 5 }],
};
const head = (pathname: string, weapons: () => Promise<readonly WeaponHead[]> = async () => [M4]) =>
  pageHead(pathname, STRINGS, {
    adminLoginPath: '/door',
    heads: { weapons, gear: async () => GEAR, items: async () => [] },
  });

describe('page head', () => {
  it('titles a page from its strings, a weapon from its name, and 404s what does not exist', async () => {
    expect(await head('/wiki/cards')).toMatchObject({ status: 200, meta: { title: 'Keycards · DF Wiki' } });
    expect(await head('/wiki/weapons/m4a1')).toMatchObject({
      status: 200,
      meta: { title: 'M4A1 · DF Wiki', description: 'M4A1 (Assault rifle, tier A): A rifle.' },
    });
    expect((await head('/wiki/weapons/4')).meta.title).toBe('M4A1 · DF Wiki');
    expect((await head('/wiki/weapons/ak')).status).toBe(404);
    expect((await head('/no/such/page')).status).toBe(404);
  });

  it('titles a round and an armour piece by name, and 404s unknown ones', async () => {
    expect((await head('/wiki/ammo/5-56x45mm-m855')).meta.title).toMatch(/^5\.56x45mm M855 · /);
    expect((await head('/wiki/armor/body-1')).meta.title).toMatch(/^精英防弹背心 · /);
    expect((await head('/wiki/ammo/no-such-round')).status).toBe(404);
    expect((await head('/wiki/armor/no-such-piece')).status).toBe(404);
  });

  it('serves a weapon page when the weapons cannot be read (the browser decides)', async () => {
    const failing = () => Promise.reject(new Error('down'));
    expect((await head('/wiki/weapons/ak', failing)).status).toBe(200);
  });

  it("answers 200 for the client's own paths, and keeps the admin area out of search", async () => {
    for (const path of ['/door', '/admin', '/admin/users', '/admin-register', '/my/submissions'])
      expect(isClientOnlyPath(path, '/door'), path).toBe(true);
    expect(isClientOnlyPath('/administrator', '/door')).toBe(false);
    expect((await head('/admin/users')).meta.noindex).toBe(true);
    expect((await head('/my/submissions')).status).toBe(200);
  });

  it('escapes text in the head and in script JSON', () => {
    const html = renderHead({ title: '<b>"x"</b>', description: "it's" }, 'https://x/?a=1&b=2');
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('content="https://x/?a=1&amp;b=2"');
    expect(scriptSafeJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });
});
