// Walks every route the running server has × {anonymous, user, editor, admin}: public reads are
// open to all; every guarded route answers 401 to anonymous, 403 below its role, and is allowed
// from the role it declares (editor for content, admin for users, any account for its own
// submissions). No route can be forgotten: the list comes from the server itself, and a route
// without a declared role must be in the public allow-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type Role, ROLES, sampleTtkQuery, type TestApp } from '../../harness';

let t: TestApp;

// Writes that are public by design.
const PUBLIC_WRITES = new Set([
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/check-token',
  'POST /api/v1/auth/logout',
  'POST /api/v1/weapons/:id/weaponView',
]);

/** A published guide: its history is the one history anyone may read. */
let publishedGuideId = 0;

beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const guide = { title: 'Matrix guide', body: 'Text.', category: 'tactics', language: 'en' };
  publishedGuideId = (await post('/guides', guide, t.as.user)).json().data.guide.id;
  await post(`/guides/${publishedGuideId}/decision`, { decision: 'approve' }, t.as.editor);
});
afterAll(() => t.close());

// Routes any signed-in account may use: a player's own submissions and the image they attach,
// their guides (the route itself checks whose guide it is), saved builds and corrections.
const MEMBER_ROUTES = new Set([
  'POST /api/v1/build-submissions',
  'GET /api/v1/build-submissions/mine',
  'PUT /api/v1/build-submissions/:id',
  'POST /api/v1/uploads',
  'POST /api/v1/guides',
  'POST /api/v1/guides/preview',
  'PUT /api/v1/guides/:id',
  'PUT /api/v1/my/saved-builds/:buildId',
  'DELETE /api/v1/my/saved-builds/:buildId',
  'POST /api/v1/corrections',
]);

const RANK: Record<Role, number> = { anonymous: -1, user: 0, editor: 1, admin: 2 };

function concrete(url: string) {
  return url
    .replace(':weaponId', '999999')
    .replace(':buildId', '999999')
    .replace(':id', '999999')
    .replace(':hash', 'a'.repeat(64))
    .replace(':file', `${'a'.repeat(64)}.webp`);
}

describe(`role matrix over every route (${engine()})`, () => {
  it('the server has every route of the API', () => {
    const table = t.ctx.routeTable ?? [];
    const keys = new Set(table.map((r) => `${r.method} ${r.url}`));
    for (const k of [
      'GET /api/v1/weapons',
      'GET /api/v1/weapons/:id',
      'POST /api/v1/weapons/:id/weaponView',
      'POST /api/v1/weapons',
      'PUT /api/v1/weapons/:id',
      'DELETE /api/v1/weapons/:id',
      'POST /api/v1/weapons/:weaponId/builds',
      'PUT /api/v1/weapons/:weaponId/builds/:buildId',
      'DELETE /api/v1/weapons/:weaponId/builds/:buildId',
      'GET /api/v1/weapon-categories',
      'GET /api/v1/build-tags',
      'POST /api/v1/build-tags',
      'PUT /api/v1/build-tags/:id',
      'DELETE /api/v1/build-tags/:id',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/check-token',
      'POST /api/v1/auth/logout',
      'GET /api/v1/keycards',
      'POST /api/v1/keycards',
      'PUT /api/v1/keycards/:id',
      'DELETE /api/v1/keycards/:id',
      'PATCH /api/v1/keycards/:id/price',
      'POST /api/v1/keycards/prices',
      'GET /api/v1/item-types',
      'GET /api/v1/maps',
      'GET /api/v1/rotation',
      'GET /api/v1/rotation/versions',
      'GET /api/v1/rotation/versions/:id',
      'PUT /api/v1/rotation',
      'GET /api/v1/difficulty',
      'GET /api/v1/users',
      'PATCH /api/v1/users/:id',
      'POST /api/v1/uploads',
      'DELETE /api/v1/uploads/:hash',
      'POST /api/v1/build-submissions',
      'GET /api/v1/build-submissions/mine',
      'PUT /api/v1/build-submissions/:id',
      'GET /api/v1/build-submissions',
      'POST /api/v1/build-submissions/:id/decision',
    ])
      expect(keys, k).toContain(k);
  });

  it('every mutating route declares a role unless it is public by design', () => {
    for (const r of t.ctx.routeTable ?? []) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(r.method)) continue;
      if (!r.url.startsWith('/api/v1')) continue;
      const key = `${r.method} ${r.url}`;
      if (PUBLIC_WRITES.has(key)) expect(r.minRole, key).toBeUndefined();
      else if (MEMBER_ROUTES.has(key)) expect(r.minRole, key).toBe('user');
      else expect(['editor', 'admin'], key).toContain(r.minRole);
    }
  });

  for (const role of ROLES) {
    it(`guarded routes answer ${role} with the right status`, async () => {
      for (const r of t.ctx.routeTable ?? []) {
        if (!r.minRole) continue;
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: concrete(r.url),
          headers: t.as[role],
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        const key = `${role} ${r.method} ${r.url} → ${res.statusCode}`;
        expect(res.statusCode, key).toBeLessThan(500);
        if (role === 'anonymous') expect(res.statusCode, key).toBe(401);
        else if (RANK[role] < RANK[r.minRole as Role]) expect(res.statusCode, key).toBe(403);
        else expect([200, 201, 400, 404, 415], key).toContain(res.statusCode); // allowed: past the guard
      }
    });

    it(`public reads answer 200 to ${role}`, async () => {
      // Reads with required parameters get a valid query.
      const query: Record<string, string> = {
        '/api/v1/ttk': await sampleTtkQuery(t),
        '/api/v1/revisions': `?entity=guide&id=${publishedGuideId}`,
      };
      for (const r of t.ctx.routeTable ?? []) {
        if (r.method !== 'GET' || r.minRole || !r.url.startsWith('/api/v1') || r.url.includes(':')) continue;
        const res = await t.app.inject({
          method: 'GET',
          url: r.url + (query[r.url] ?? ''),
          headers: t.as[role],
        });
        expect(res.statusCode, `${role} GET ${r.url}`).toBe(200);
      }
    });
  }
});
