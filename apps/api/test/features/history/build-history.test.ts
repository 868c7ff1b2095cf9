// Builds in the history beyond the editor's writes (entity-cases.ts has those): a player's
// submission and edit are revisions of the build, a review decision is a revision and an audit
// entry with its note, and a trashed build (or one of a trashed weapon) leaves every public read.
import { describe, expect, it } from 'vitest';
import { engine, sessionApp, signIn } from '../../harness';

const { app, call, get } = sessionApp('editor');
const as = (role: 'user' | 'editor' | 'admin') => app().as[role];

let codes = 0;
const draft = (weaponId: number, name: string) => ({
  weapon_id: weaponId,
  name,
  build_code: `6HIST${String(++codes).padStart(16, '0')}`,
  attachments: [{ name: 'Compensator', type: 'muzzle' }],
});

async function newWeapon(name: string) {
  const { categories } = await get('/weapon-categories');
  const res = await call('POST', '/weapons', { name, category_id: categories[0].id });
  return res.json().data.weapon.id as number;
}

const revisions = async (id: number) =>
  (await call('GET', `/revisions?entity=build&id=${id}`)).json().data.revisions as {
    action: string;
    by: { nickname: string } | null;
    changes: { field: string; from: unknown; to: unknown }[];
  }[];

const auditOf = async (id: number) =>
  (await call('GET', '/audit?limit=100', undefined, as('admin')))
    .json()
    .data.entries.filter((e: { target: string }) => e.target === `build:${id}`) as {
    action: string;
    by: { nickname: string };
    details: Record<string, unknown>;
  }[];

const decide = (id: number, body: Record<string, unknown>) =>
  call('POST', `/build-submissions/${id}/decision`, body, as('editor'));

/** The weapon's public builds: in full on its page, as summaries in the list, and one's credit count. */
async function publicBuilds(weaponId: number) {
  await app().ctx.cache.invalidate();
  const detail = await call('GET', `/weapons/${weaponId}`, undefined, {});
  const { weapons } = await get('/weapons?limit=100');
  const listed = weapons.find((w: { id: number }) => w.id === weaponId);
  return {
    status: detail.statusCode,
    full: ((detail.json().data?.weapon.builds ?? []) as { id: number }[]).map((b) => b.id),
    summaries: ((listed?.builds ?? []) as { id: number }[]).map((b) => b.id),
    listed: listed !== undefined,
  };
}

describe(`builds in the history (${engine()})`, () => {
  it('a submission, its edit and each decision are revisions; decisions are audit entries with the note', async () => {
    const weaponId = await newWeapon('Review Trail Rifle');
    const sent = await call('POST', '/build-submissions', draft(weaponId, 'Trail'), as('user'));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.submission.id as number;
    const [created] = await revisions(id);
    expect(created).toMatchObject({ action: 'create', by: { nickname: 'user' } });
    expect(created!.changes).toContainEqual({ field: 'status', from: null, to: 'pending' });

    expect((await decide(id, { decision: 'request_changes', note: 'Name the range.' })).statusCode).toBe(200);
    const edit = await call(
      'PUT',
      `/build-submissions/${id}`,
      draft(weaponId, 'Trail, mid range'),
      as('user'),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await decide(id, { decision: 'approve', rating: 4.6 })).statusCode).toBe(200);

    const [approved, edited, asked] = await revisions(id);
    expect(asked).toMatchObject({
      action: 'update',
      by: { nickname: 'editor' },
      changes: [{ field: 'status', from: 'pending', to: 'changes_requested' }],
    });
    expect(edited!.by!.nickname).toBe('user');
    expect(edited!.changes).toContainEqual({ field: 'name', from: 'Trail', to: 'Trail, mid range' });
    expect(approved!.changes).toEqual([
      { field: 'status', from: 'pending', to: 'approved' },
      { field: 'rating', from: 4, to: 4.6 },
    ]);
    expect((await auditOf(id)).map((e) => [e.action, e.details.note, e.by.nickname])).toEqual([
      ['submission.approve', '', 'editor'],
      ['submission.request_changes', 'Name the range.', 'editor'],
    ]);

    // The published build carries its version: the newest revision, the approval.
    const detail = await get(`/weapons/${weaponId}`);
    const build = detail.weapon.builds.find((b: { id: number }) => b.id === id);
    expect(build.version).toBeGreaterThan(0);
    expect(Date.parse(build.last_edited_at)).not.toBeNaN();
  });

  it('a rejection is an audit entry with its reason; a refused decision records nothing', async () => {
    const weaponId = await newWeapon('Review Reject Rifle');
    const sent = await call('POST', '/build-submissions', draft(weaponId, 'Copy'), as('user'));
    const id = sent.json().data.submission.id as number;
    expect((await decide(id, { decision: 'reject', note: 'A copy of the meta build.' })).statusCode).toBe(
      200,
    );
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(id, { decision: 'publish' })).statusCode).toBe(400);
    expect((await auditOf(id)).map((e) => [e.action, e.details])).toEqual([
      ['submission.reject', { name: 'Copy', note: 'A copy of the meta build.' }],
    ]);
    expect((await revisions(id)).map((r) => r.action)).toEqual(['update', 'create']);
  });

  it('a trashed build leaves the weapon page, the list, the credit count and its submitter’s list', async () => {
    const weaponId = await newWeapon('Trash Line Rifle');
    const player = await signIn(app(), 'user');
    const publish = async (name: string) => {
      const sent = await call('POST', '/build-submissions', draft(weaponId, name), player);
      const id = sent.json().data.submission.id as number;
      expect((await decide(id, { decision: 'approve' })).statusCode).toBe(200);
      return id;
    };
    const [gone, kept] = [await publish('Gone soon'), await publish('Stays')];
    const credit = async () =>
      (await get(`/weapons/${weaponId}`)).weapon.builds.find((b: { id: number }) => b.id === kept)
        .creator_contributions;
    expect(await publicBuilds(weaponId)).toMatchObject({ full: [gone, kept], summaries: [gone, kept] });
    expect(await credit()).toBe(2);

    expect((await call('DELETE', `/weapons/${weaponId}/builds/${gone}`)).statusCode).toBe(200);
    expect(await publicBuilds(weaponId)).toMatchObject({ full: [kept], summaries: [kept] });
    expect(await credit()).toBe(1);
    const mine = (await call('GET', '/build-submissions/mine', undefined, player)).json().data;
    expect(mine.submissions.map((s: { id: number }) => s.id)).toEqual([kept]);
    const queue = await call('GET', '/build-submissions?status=approved&limit=100');
    expect(queue.json().data.submissions).not.toContainEqual(expect.objectContaining({ id: gone }));
  });

  it('the builds of a trashed weapon are in no read, and it takes no new build or edit', async () => {
    const weaponId = await newWeapon('Trashed Weapon Rifle');
    const build = (await call('POST', `/weapons/${weaponId}/builds`, { name: 'Orphan' })).json().data.build;
    expect((await call('DELETE', `/weapons/${weaponId}`)).statusCode).toBe(200);
    expect(await publicBuilds(weaponId)).toMatchObject({ status: 404, listed: false });
    expect((await call('POST', `/weapons/${weaponId}/builds`, { name: 'New' })).statusCode).toBe(404);
    expect((await call('PATCH', `/weapons/${weaponId}/builds/${build.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/weapons/${weaponId}/builds/${build.id}`)).statusCode).toBe(404);
    const submitted = await call('POST', '/build-submissions', draft(weaponId, 'Late'), as('user'));
    expect(submitted.json().error.code).toBe('UNKNOWN_REFERENCE');
    expect((await revisions(build.id)).map((r) => r.action)).toEqual(['create']);
  });
});
