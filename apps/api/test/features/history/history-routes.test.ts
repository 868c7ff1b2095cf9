// Who may read and restore the history: revisions, restore and the trash are for editors and
// admins, the audit log for admins only; anonymous callers get 401, lower roles 403. Bad query
// parameters are a 400 naming the parameter, an unknown revision a 404.
import { describe, expect, it } from 'vitest';
import { engine, type Role, ROLES, sessionApp } from '../../harness';

const { app, call } = sessionApp('editor');
const as = (role: Role) => app().as[role];

const EXPECTED: Record<string, Record<Role, number>> = {
  'GET /audit': { anonymous: 401, user: 403, editor: 403, admin: 200 },
  'GET /revisions?entity=tag&id=1': { anonymous: 401, user: 403, editor: 200, admin: 200 },
  'GET /trash': { anonymous: 401, user: 403, editor: 200, admin: 200 },
};

let tags = 0;
/** A renamed tag: answers the id of its create revision, which a restore can go back to. */
async function renamedTag() {
  const tag = (await call('POST', '/build-tags', { name: `Routes tag ${++tags}` })).json().data.tag;
  await call('PUT', `/build-tags/${tag.id}`, { name: `Routes tag ${tags} renamed` });
  const { revisions } = (await call('GET', `/revisions?entity=tag&id=${tag.id}`)).json().data;
  return (revisions as { id: number; action: string }[]).find((r) => r.action === 'create')!.id;
}

describe(`history routes: roles and bad input (${engine()})`, () => {
  describe.each(Object.entries(EXPECTED))('%s', (route, statuses) => {
    const [method, url] = route.split(' ') as [string, string];
    it.each(ROLES)('as %s', async (role) => {
      const res = await call(method, url, undefined, as(role));
      expect(res.statusCode, res.body).toBe(statuses[role]);
    });
  });

  it.each(ROLES)('POST /revisions/{id}/restore as %s', async (role) => {
    const revision = await renamedTag();
    const res = await call('POST', `/revisions/${revision}/restore`, undefined, as(role));
    const expected = { anonymous: 401, user: 403, editor: 200, admin: 200 }[role];
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 200) expect(res.json().data).toMatchObject({ entity: 'tag' });
  });

  it.each([
    ['an unknown entity', '/revisions?entity=spaceship&id=1', 'entity'],
    ['no entity', '/revisions?id=1', 'entity'],
    ['a bad id', '/revisions?entity=tag&id=Not%20an%20id', 'id'],
    ['a limit of 0', '/revisions?entity=tag&id=1&limit=0', 'limit'],
    ['a limit above 100', '/revisions?entity=tag&id=1&limit=101', 'limit'],
    ['a limit that is not a number', '/revisions?entity=tag&id=1&limit=ten', 'limit'],
    ['an unknown parameter', '/revisions?entity=tag&id=1&sort=old', 'sort'],
    ['an audit limit of 500', '/audit?limit=500', 'limit'],
    ['a bad audit day', '/audit?from=yesterday', 'from'],
    ['a bad audit action', '/audit?action=DROP%20TABLE', 'action'],
  ])('refuses %s with 400 naming the parameter', async (_label, url, field) => {
    const res = await call('GET', url, undefined, as('admin'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('restoring an unknown revision is a 404, a malformed one a 400', async () => {
    const unknown = await call('POST', '/revisions/2000000000/restore');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await call('POST', '/revisions/abc/restore')).statusCode).toBe(400);
    expect((await call('POST', '/revisions/0/restore')).statusCode).toBe(400);
  });
});
