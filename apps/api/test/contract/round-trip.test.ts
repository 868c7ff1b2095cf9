/* eslint-disable @typescript-eslint/no-explicit-any -- these tests walk JSON answers generically */
// Writes that lose nothing: for every entity, what a GET returns can be PUT back unchanged; a PUT
// missing a required field is refused naming the field and changes nothing; POST takes the same
// shape; PATCH changes only what it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'editor');
const read = async (url: string) => (await call('GET', url)).json().data;

/** Server-set fields that a write may legitimately move. */
const stable = (value: Record<string, unknown>) => {
  // When and which version change with every save: the bookkeeping, not the content.
  const bookkeeping = new Set(['updated_at', 'last_edited_at', 'version']);
  return JSON.parse(JSON.stringify(value, (k, v) => (bookkeeping.has(k) ? undefined : v)));
};

interface Entity {
  name: string;
  /** URL of the resource and how to read it back. */
  load: () => Promise<{ url: string; body: Record<string, any> }>;
  required: string;
  /** A POST of the read shape: its URL and the body tweaks a new record needs. */
  create: (body: Record<string, any>) => { url: string; body: Record<string, any> };
}

const firstWeapon = async () => (await read('/weapons')).weapons.find((w: any) => w.builds.length > 0);

const entities: Entity[] = [
  {
    name: 'weapon',
    load: async () => {
      const { id } = await firstWeapon();
      return { url: `/weapons/${id}`, body: (await read(`/weapons/${id}`)).weapon };
    },
    required: 'damage',
    create: (body) => ({ url: '/weapons', body: { ...body, name: `${body.name} copy`, builds: undefined } }),
  },
  {
    name: 'build',
    load: async () => {
      const { id } = await firstWeapon();
      const build = (await read(`/weapons/${id}`)).weapon.builds[0];
      return {
        url: `/weapons/${id}/builds/${build.id}`,
        body: (await read(`/weapons/${id}`)).weapon.builds[0],
      };
    },
    required: 'rating',
    create: (body) => ({ url: `/weapons/${body.weapon_id}/builds`, body: { ...body, name: 'Copy' } }),
  },
  {
    name: 'keycard',
    load: async () => {
      const card = (await read('/keycards')).keycards[0];
      return { url: `/keycards/${card.id}`, body: card };
    },
    required: 'card_value',
    create: (body) => ({ url: '/keycards', body: { ...body, id: `${body.id}-copy` } }),
  },
  {
    name: 'tag',
    load: async () => {
      const tag = (await read('/build-tags')).tags[0];
      return { url: `/build-tags/${tag.id}`, body: tag };
    },
    required: 'name',
    create: (body) => ({ url: '/build-tags', body: { ...body, name: `${body.name} copy` } }),
  },
];

/** What GET answers for the resource now (lists re-read for keycards and tags). */
async function current(e: Entity, url: string) {
  if (e.name === 'keycard') return (await read('/keycards')).keycards.find((k: any) => url.endsWith(k.id));
  if (e.name === 'tag') return (await read('/build-tags')).tags.find((k: any) => url.endsWith(String(k.id)));
  if (e.name === 'build') {
    const [, weaponId, , buildId] = url.split('/').filter(Boolean);
    return (await read(`/weapons/${weaponId}`)).weapon.builds.find((b: any) => String(b.id) === buildId);
  }
  return (await read(url)).weapon;
}

describe.each(entities)(`$name writes (${engine()})`, (e) => {
  it('a GET answer PUT back unchanged is accepted and changes nothing', async () => {
    const { url, body } = await e.load();
    const res = await call('PUT', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(stable(await current(e, url))).toEqual(stable(body));
  });

  it(`a PUT without ${e.required} is refused naming the field, and changes nothing`, async () => {
    const { url, body } = await e.load();
    const { [e.required]: _dropped, ...missing } = body;
    const res = await call('PUT', url, missing);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain(e.required);
    expect(error.details).toContainEqual({ path: e.required, rule: 'required', message: 'is required' });
    expect(stable(await current(e, url))).toEqual(stable(body));
  });

  it('POST accepts the same shape', async () => {
    const { body } = await e.load();
    const { url, body: payload } = e.create(body);
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe(`PATCH changes only what it sends (${engine()})`, () => {
  it.each([
    // A sourced stat (damage…) would also clear its source and date: stat-provenance.ts.
    ['weapon', async () => `/weapons/${(await firstWeapon()).id}`, { reload_time: 1.5 }],
    [
      'build',
      async () => {
        const w = await firstWeapon();
        return `/weapons/${w.id}/builds/${w.builds[0].id}`;
      },
      { range: 11 },
    ],
    [
      'keycard',
      async () => `/keycards/${(await read('/keycards')).keycards[1].id}`,
      { location: 'North gate' },
    ],
  ] as const)('%s', async (name, urlOf, patch) => {
    const url = await urlOf();
    const entity = entities.find((x) => x.name === name)!;
    const before = await current(entity, url);
    const res = await call('PATCH', url, patch);
    expect(res.statusCode, res.body).toBe(200);
    const after = await current(entity, url);
    expect(stable(after)).toEqual(stable({ ...before, ...patch }));
  });

  it('a bad PATCH names the field and changes nothing', async () => {
    const card = (await read('/keycards')).keycards[1];
    const res = await call('PATCH', `/keycards/${card.id}`, { card_value: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      path: 'card_value',
      rule: 'min',
      limit: 0,
      message: 'must be at least 0',
    });
    expect(stable((await read('/keycards')).keycards[1])).toEqual(stable(card));
  });
});
