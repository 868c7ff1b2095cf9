import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, engine, login, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const patch = (id: number | string, payload: unknown, headers = t.as.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, payload: payload as object, headers });
const users = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: t.as.admin })).json().data.users as {
    id: number;
    email: string;
    role: { name: string };
    disabled: boolean;
  }[];

describe(`users (${engine()})`, () => {
  it('lists users without password hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: t.as.admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await users()).map((u) => u.role.name).sort()).toEqual(['admin', 'editor', 'user']);
  });

  it('promotes, demotes, disables and enables; a disabled user is logged out at once', async () => {
    const { id, email } = await createUser(t, 'user');
    expect((await patch(id, { role: 'editor' })).json().data.user.role.name).toBe('editor');
    const { headers } = await login(t, email);
    const write = () => callApi(t, 'POST', '/build-tags', { name: `t-${Math.random()}` }, headers);
    expect((await write()).statusCode).toBe(201);
    expect((await patch(id, { disabled: true })).json().data.user.disabled).toBe(true);
    expect((await write()).statusCode).toBe(401);
    expect((await login(t, email)).res.statusCode).toBe(403);
    expect((await patch(id, { disabled: false, role: 'user' })).json().data.user).toMatchObject({
      disabled: false,
      role: { name: 'user' },
    });
  });

  it('never demotes or disables the last active admin (409 LAST_ADMIN), but allows it when another admin exists', async () => {
    const admins = (await users()).filter((u) => u.role.name === 'admin' && !u.disabled);
    expect(admins).toHaveLength(1);
    const only = admins[0]!;
    for (const body of [{ role: 'editor' }, { disabled: true }, { role: 'user', disabled: true }]) {
      const res = await patch(only.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('LAST_ADMIN');
    }
    const second = await createUser(t, 'admin');
    expect((await patch(only.id, { role: 'editor' })).statusCode).toBe(200);
    const afterDemotion = await login(t, second.email);
    expect((await patch(second.id, { disabled: true }, afterDemotion.headers)).statusCode).toBe(409);
    // Put the first admin back for the other tests.
    expect((await patch(only.id, { role: 'admin' }, afterDemotion.headers)).statusCode).toBe(200);
  });

  it.each([
    [{}],
    [{ role: 'superuser' }],
    [{ disabled: 'yes' }],
    [{ role: 'admin', email: 'x@y.z' }],
    [{ id: 1, role: 'user' }],
  ])('rejects %j with 400', async (body) => {
    const [someone] = await users();
    expect((await patch(someone!.id, body)).statusCode).toBe(400);
  });

  it('logs role changes, disabling and enabling in the audit log, and nothing for a refused change', async () => {
    const { id } = await createUser(t, 'user');
    const target = `user:${id}`;
    const audit = async () =>
      (await callApi(t, 'GET', '/audit?limit=100', undefined, t.as.admin))
        .json()
        .data.entries.filter((e: { target: string }) => e.target === target) as {
        action: string;
        by: { id: number } | null;
        details: Record<string, unknown>;
      }[];
    expect((await patch(id, { role: 'editor' })).statusCode).toBe(200);
    expect((await patch(id, { role: 'editor' })).statusCode).toBe(200); // no change: no entry
    expect((await patch(id, { disabled: true, role: 'user' })).statusCode).toBe(200);
    expect((await patch(id, { disabled: false })).statusCode).toBe(200);
    expect((await patch(id, { role: 'overlord' })).statusCode).toBe(400);
    const entries = (await audit()).reverse();
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['user.role_change', { from: 'user', to: 'editor' }],
      ['user.role_change', { from: 'editor', to: 'user' }],
      ['user.ban', {}],
      ['user.unban', {}],
    ]);
    const admin = (await users()).find((u) => u.role.name === 'admin' && !u.disabled)!;
    expect(entries.every((e) => e.by?.id === admin.id)).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await patch(999999, { role: 'user' })).statusCode).toBe(404);
    expect((await patch(0, { role: 'user' })).statusCode).toBe(400);
    expect((await patch('abc', { role: 'user' })).statusCode).toBe(400);
  });
});
