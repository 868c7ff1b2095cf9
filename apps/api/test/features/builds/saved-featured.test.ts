// Saved and featured builds (docs/product.md, "Saved and featured builds"): a player saves public
// builds to their account and lists them privately; editors feature public builds, which is a
// revision of the build, and the public featured read lists them. A build that is not public
// (under review, trashed, unknown) answers 404 to both, so a pending build is never revealed.
import { describe, expect, it } from 'vitest';
import { engine, type Headers, ROLES, sessionApp, signIn } from '../../harness';

const { app, call, get } = sessionApp('editor');
const as = (role: 'anonymous' | 'user' | 'editor' | 'admin') => app().as[role];

let weaponCount = 0;
async function newWeapon() {
  const { categories } = await get('/weapon-categories');
  const res = await call('POST', '/weapons', {
    name: `Saved Rifle ${++weaponCount}`,
    category_id: categories[0].id,
  });
  return res.json().data.weapon as { id: number; slug: string; name: string };
}

async function publicBuild(weaponId: number, name: string) {
  const res = await call('POST', `/weapons/${weaponId}/builds`, { name, build_code: `CODE-${name}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.build.id as number;
}

let codes = 0;
/** A player's submission: a build under review, which no public read may reveal. */
async function pendingBuild(weaponId: number) {
  const res = await call(
    'POST',
    '/build-submissions',
    { weapon_id: weaponId, name: 'Pending one', build_code: `6SAVE${String(++codes).padStart(16, '0')}` },
    as('user'),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.submission.id as number;
}

const saved = async (headers: Headers) => {
  const res = await call('GET', '/my/saved-builds', undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.saved_builds as { build_id: number }[]).map((b) => b.build_id);
};

const featured = async () => {
  const res = await call('GET', '/builds/featured', undefined, {});
  expect(res.statusCode).toBe(200);
  return res.json().data.builds as { id: number; name: string; weapon: { slug: string } }[];
};

const feature = (id: number | string, body: unknown, headers: Headers = as('editor')) =>
  call('PUT', `/builds/${id}/featured`, body, headers);

describe(`saved builds (${engine()})`, () => {
  it('saves, lists newest first with what a list needs, privately, and removes; both idempotent', async () => {
    const weapon = await newWeapon();
    const first = await publicBuild(weapon.id, 'First');
    const second = await publicBuild(weapon.id, 'Second');
    const player = await signIn(app(), 'user');

    const put = await call('PUT', `/my/saved-builds/${first}`, undefined, player);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(put.json().data.saved_builds).toEqual([
      {
        build_id: first,
        name: 'First',
        build_code: 'CODE-First',
        weapon: { id: weapon.id, slug: weapon.slug, name: weapon.name },
        saved_at: expect.any(String),
      },
    ]);
    // Saving again changes nothing and answers the same list.
    const again = await call('PUT', `/my/saved-builds/${first}`, undefined, player);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(put.json());

    await new Promise((r) => setTimeout(r, 5));
    expect((await call('PUT', `/my/saved-builds/${second}`, undefined, player)).statusCode).toBe(200);
    const list = await call('GET', '/my/saved-builds', undefined, player);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(await saved(player)).toEqual([second, first]);
    // Each account has its own list.
    expect(await saved(await signIn(app(), 'user'))).toEqual([]);

    const del = await call('DELETE', `/my/saved-builds/${first}`, undefined, player);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.headers['cache-control']).toBe('private, no-store');
    expect(del.json().data.saved_builds.map((b: { build_id: number }) => b.build_id)).toEqual([second]);
    const delAgain = await call('DELETE', `/my/saved-builds/${first}`, undefined, player);
    expect(delAgain.statusCode).toBe(200);
    expect(await saved(player)).toEqual([second]);
  });

  it('answers 404 for a build under review, a trashed one and an unknown one, and never lists them', async () => {
    const weapon = await newWeapon();
    const pending = await pendingBuild(weapon.id);
    const trashed = await publicBuild(weapon.id, 'Trashed');
    const kept = await publicBuild(weapon.id, 'Kept');
    const player = await signIn(app(), 'user');
    expect((await call('PUT', `/my/saved-builds/${trashed}`, undefined, player)).statusCode).toBe(200);
    expect((await call('PUT', `/my/saved-builds/${kept}`, undefined, player)).statusCode).toBe(200);
    expect((await call('DELETE', `/weapons/${weapon.id}/builds/${trashed}`)).statusCode).toBe(200);

    for (const id of [pending, trashed, 2_000_000_000])
      for (const method of ['PUT', 'DELETE']) {
        const res = await call(method, `/my/saved-builds/${id}`, undefined, player);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    // The saved build that went to the trash simply does not show; the rest do.
    expect(await saved(player)).toEqual([kept]);
    // A whole weapon in the trash takes its builds off the list too.
    expect((await call('DELETE', `/weapons/${weapon.id}`)).statusCode).toBe(200);
    expect(await saved(player)).toEqual([]);
  });

  it('refuses a malformed build id with 400', async () => {
    const player = as('user');
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await call('PUT', `/my/saved-builds/${id}`, undefined, player);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a signed-in account (401 anonymous); every role may save its own', async () => {
    const weapon = await newWeapon();
    const id = await publicBuild(weapon.id, 'Roles');
    for (const role of ROLES) {
      for (const [method, url] of [
        ['GET', '/my/saved-builds'],
        ['PUT', `/my/saved-builds/${id}`],
        ['DELETE', `/my/saved-builds/${id}`],
      ] as const) {
        const res = await call(method, url, undefined, as(role));
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(role === 'anonymous' ? 401 : 200);
        if (role === 'anonymous') expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe(`featured builds (${engine()})`, () => {
  it('editors and admins feature a build; users get 403, anonymous 401; the public read lists it', async () => {
    const weapon = await newWeapon();
    const id = await publicBuild(weapon.id, 'Featured');
    expect((await featured()).map((b) => b.id)).not.toContain(id);

    const anonymous = await feature(id, { featured: true }, as('anonymous'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const user = await feature(id, { featured: true }, as('user'));
    expect(user.statusCode).toBe(403);
    expect(user.json().error.code).toBe('FORBIDDEN');
    expect((await featured()).map((b) => b.id)).not.toContain(id);

    for (const role of ['editor', 'admin'] as const) {
      const on = await feature(id, { featured: true }, as(role));
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().data.build).toEqual({ id, featured: true, featured_at: expect.any(String) });
      // The public read (cached) shows it at once: the write cleared the public caches.
      const list = await featured();
      expect(list[0]).toMatchObject({
        id,
        name: 'Featured',
        build_code: 'CODE-Featured',
        weapon: { id: weapon.id, slug: weapon.slug, name: weapon.name },
        creator_name: 'editor',
      });
      // So does the weapon's own read.
      const build = (await get(`/weapons/${weapon.id}`)).weapon.builds.find(
        (b: { id: number }) => b.id === id,
      );
      expect(build.featured).toBe(true);

      const off = await feature(id, { featured: false }, as(role));
      expect(off.statusCode).toBe(200);
      expect(off.json().data.build).toEqual({ id, featured: false, featured_at: null });
      expect((await featured()).map((b) => b.id)).not.toContain(id);
    }
  });

  it('is a revision of the build that a restore can undo; the same state twice makes no revision', async () => {
    const weapon = await newWeapon();
    const id = await publicBuild(weapon.id, 'History');
    const revisions = async () =>
      (await call('GET', `/revisions?entity=build&id=${id}`)).json().data.revisions as {
        id: number;
        action: string;
        changes: { field: string; from: unknown; to: unknown }[];
      }[];
    const before = (await revisions()).length;

    expect((await feature(id, { featured: true })).statusCode).toBe(200);
    const first = (await feature(id, { featured: true })).json().data.build.featured_at;
    const list = await revisions();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'featured', from: false, to: true }],
    });
    // Featuring it again keeps its first featured time.
    expect((await feature(id, { featured: true })).json().data.build.featured_at).toBe(first);

    // Restoring the version before the feature takes it off the banner.
    const created = list.at(-1)!;
    const restore = await call('POST', `/revisions/${created.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await featured()).map((b) => b.id)).not.toContain(id);
    const [restored] = await revisions();
    expect(restored).toMatchObject({
      action: 'restore',
      changes: [{ field: 'featured', from: true, to: false }],
    });
    // And restoring the feature's revision puts it back.
    expect((await call('POST', `/revisions/${list[0]!.id}/restore`)).statusCode).toBe(200);
    expect((await featured()).map((b) => b.id)).toContain(id);
    expect((await feature(id, { featured: false })).statusCode).toBe(200);
  });

  it('answers 404 for a build under review, a trashed one and an unknown one', async () => {
    const weapon = await newWeapon();
    const pending = await pendingBuild(weapon.id);
    const trashed = await publicBuild(weapon.id, 'Gone');
    expect((await call('DELETE', `/weapons/${weapon.id}/builds/${trashed}`)).statusCode).toBe(200);
    for (const id of [pending, trashed, 2_000_000_000]) {
      const res = await feature(id, { featured: true });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a body that is not exactly {featured: boolean} with 400', async () => {
    const weapon = await newWeapon();
    const id = await publicBuild(weapon.id, 'Strict');
    for (const body of [{}, { featured: 'yes' }, { featured: 1 }, { featured: true, extra: 1 }, null]) {
      const res = await feature(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toMatch(/VALIDATION_ERROR|INVALID_JSON/);
    }
    expect((await feature('abc', { featured: true })).statusCode).toBe(400);
    expect((await featured()).map((b) => b.id)).not.toContain(id);
  });

  it('lists only public featured builds, newest featured first, at most six', async () => {
    const weapon = await newWeapon();
    const ids: number[] = [];
    for (let n = 0; n < 8; n++) {
      const id = await publicBuild(weapon.id, `Many ${n}`);
      expect((await feature(id, { featured: true })).statusCode).toBe(200);
      ids.push(id);
    }
    // The newest featured build goes to the trash: it leaves the banner.
    expect((await call('DELETE', `/weapons/${weapon.id}/builds/${ids.at(-1)}`)).statusCode).toBe(200);
    // One taken off again is not listed either.
    expect((await feature(ids.at(-2)!, { featured: false })).statusCode).toBe(200);
    const list = await featured();
    expect(list.map((b) => b.id)).toEqual(ids.slice(0, 6).reverse());
    expect((await featured()).length).toBeLessThanOrEqual(6);
    for (const id of ids) await feature(id, { featured: false });
  });
});
