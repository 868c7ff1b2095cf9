// The map rotation API: public reads of the current version and the version list, and the editor's
// PUT that stores a new current version in one transaction (refused bodies and failures change
// nothing; public caches drop on success).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotationVersions } from '../../../src/db/schema';
import * as rotationRows from '../../../src/features/rotation/rotation-rows';
import { apiCaller, createTestApp, engine, ROLES, type TestApp } from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'editor');
const current = async () => (await call('GET', '/rotation', undefined, {})).json().data.rotation;
/** The current version's id as the table holds it (a refused write leaves the public cache as it was). */
const currentInDb = async () =>
  (await t.db.select().from(rotationVersions).where(eq(rotationVersions.isCurrent, true))).map((r) => r.id);
const versions = async () => (await call('GET', '/rotation/versions', undefined, {})).json().data.versions;

/** A valid replacement: the current version with a new label and one changed hour. */
async function replacement(label = `Test ${Math.random().toString(36).slice(2)}`) {
  const { schedule } = await current();
  const hours = schedule.hours.map((h: unknown[], i: number) =>
    i === 5 ? [{ map: 'Test Map', difficulty: 'Hard', tags: ['Solo'] }] : h,
  );
  return { label, source: 'Test notes', source_date: '2026-11-20', schedule: { ...schedule, hours } };
}

describe(`GET /rotation (${engine()})`, () => {
  for (const role of ROLES) {
    it(`answers ${role} with the current version, its source and date`, async () => {
      const res = await call('GET', '/rotation', undefined, t.as[role]);
      expect(res.statusCode).toBe(200);
      const { rotation } = res.json().data;
      expect(rotation.is_current).toBe(true);
      expect(rotation.schedule.hours).toHaveLength(24);
      expect(rotation.source).toMatch(/^github\.com\//);
      expect(rotation.source_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  }

  it('lists versions newest first, exactly one current, and reads each by id', async () => {
    const list = await versions();
    expect(list.filter((v: { is_current: boolean }) => v.is_current)).toHaveLength(1);
    const dates = list.map((v: { source_date: string }) => v.source_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = await call('GET', `/rotation/versions/${list.at(-1).id}`, undefined, {});
    expect(one.statusCode).toBe(200);
    expect(one.json().data.rotation.schedule.hours).toHaveLength(24);
    expect((await call('GET', '/rotation/versions/999999', undefined, {})).json().error.code).toBe(
      'NOT_FOUND',
    );
    expect((await call('GET', '/rotation/versions/abc', undefined, {})).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe(`PUT /rotation (${engine()})`, () => {
  let before: { id: number };
  beforeEach(async () => {
    before = await current();
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses %s with %i and changes nothing', async (role, status) => {
    const res = await call('PUT', '/rotation', await replacement(), t.as[role]);
    expect(res.statusCode).toBe(status);
    expect(await currentInDb()).toEqual([before.id]);
  });

  it.each(['editor', 'admin'] as const)(
    '%s stores a new current version; the old one stays listed and the public read changes at once',
    async (role) => {
      const body = await replacement();
      const res = await call('PUT', '/rotation', body, t.as[role]);
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json().data.rotation;
      expect(saved).toMatchObject({ label: body.label, source: 'Test notes', is_current: true });
      expect(saved.schedule.hours[5]).toEqual([{ map: 'Test Map', difficulty: 'Hard', tags: ['Solo'] }]);
      expect((await current()).id).toBe(saved.id);
      expect(await currentInDb()).toEqual([saved.id]);
      const list = await versions();
      expect(list.find((v: { id: number }) => v.id === before.id).is_current).toBe(false);
      expect(list.filter((v: { is_current: boolean }) => v.is_current)).toHaveLength(1);
    },
  );

  it('accepts a GET answer sent back as it came, as a new version', async () => {
    const res = await call('PUT', '/rotation', before);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rotation.id).not.toBe(before.id);
    expect(res.json().data.rotation.schedule).toEqual((before as unknown as { schedule: unknown }).schedule);
  });

  it.each([
    ['no label', (b: Body) => ({ ...b, label: '  ' }), 'label'],
    [
      '23 hours',
      (b: Body) => ({ ...b, schedule: { ...b.schedule, hours: b.schedule.hours.slice(1) } }),
      'schedule.hours',
    ],
    [
      'an unknown difficulty',
      (b: Body) => withHour(b, 3, [{ map: 'Zero Dam', difficulty: 'Insane', tags: [] }]),
      'schedule.hours.3.0.difficulty',
    ],
    [
      'an empty map',
      (b: Body) => withHour(b, 7, [{ map: '', difficulty: null, tags: [] }]),
      'schedule.hours.7.0.map',
    ],
    [
      'a 61-character map',
      (b: Body) => withHour(b, 7, [{ map: 'm'.repeat(61), difficulty: null, tags: [] }]),
      'schedule.hours.7.0.map',
    ],
    [
      'six tags',
      (b: Body) =>
        withHour(b, 0, [{ map: 'Zero Dam', difficulty: null, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }]),
      'schedule.hours.0.0.tags',
    ],
    ['a bad source date', (b: Body) => ({ ...b, source_date: '2026-02-30' }), 'source_date'],
    ['a hour that is not a list', (b: Body) => withHour(b, 2, 'Zero Dam'), 'schedule.hours.2'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, breakIt, path) => {
    const res = await call('PUT', '/rotation', breakIt(await replacement()));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await currentInDb()).toEqual([before.id]);
  });

  it('a failure inside the transaction leaves the old version current and stores nothing', async () => {
    const count = (await versions()).length;
    const spy = vi.spyOn(rotationRows, 'makeCurrent').mockImplementationOnce(async (tx, id) => {
      await tx.update(rotationVersions).set({ isCurrent: false }).where(eq(rotationVersions.isCurrent, true));
      void id;
      throw new Error('disk full');
    });
    const res = await call('PUT', '/rotation', await replacement());
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    // Read the table itself: a refused write leaves the public cache as it was.
    expect(await currentInDb()).toEqual([before.id]);
    expect(await t.db.select().from(rotationVersions)).toHaveLength(count);
  });

  it('drops the cached public read', async () => {
    await current(); // cached now
    const body = await replacement();
    expect((await call('PUT', '/rotation', body)).statusCode).toBe(200);
    expect((await current()).label).toBe(body.label);
  });
});

type Body = Awaited<ReturnType<typeof replacement>>;
const withHour = (b: Body, hour: number, entries: unknown) => ({
  ...b,
  schedule: {
    ...b.schedule,
    hours: b.schedule.hours.map((h: unknown, i: number) => (i === hour ? entries : h)),
  },
});
