// Control characters are refused at the edge (http/control-characters.ts): in any text of any
// body, query or path, every route answers 400 CONTROL_CHARACTER naming the field, never a 500,
// and writes nothing. A NUL used to reach PostgreSQL and fail the query with a 500 whose log held
// the query's parameters, a password hash among them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builds, buildTags, keycards, users, weapons } from '../../src/db/schema';
import {
  callApi,
  createTestApp,
  engine,
  SAME_ORIGIN,
  TEST_PASSWORD,
  type Headers,
  type TestApp,
} from '../harness';

let t: TestApp;
let weapon: { id: number; slug: string };
let mapId: number;
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  weapon = (await callApi(t, 'GET', '/weapons?limit=1')).json().data.weapons[0];
  mapId = (await callApi(t, 'GET', '/maps')).json().data.maps[0].id;
});
afterAll(() => t.close());

/** NUL, BEL, ESC, DEL and NEL (C1): each refused wherever text goes. */
const BAD = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];
const code = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;
const buildCode = () => `6CTRL${String(++serial).padStart(16, '0')}`;

interface Case {
  what: string;
  /** Where the text goes: its part of the request and the field the answer must name. */
  part: 'body' | 'querystring' | 'params';
  field: string;
  request: (bad: string) => { method: string; url: string; payload?: unknown; headers: () => Headers };
}

const anonymous = () => SAME_ORIGIN;
const editor = () => t.as.editor;
const player = () => t.as.user;

const CASES: Case[] = [
  {
    what: 'register nickname',
    part: 'body',
    field: 'nickname',
    request: (bad) => ({
      method: 'POST',
      url: '/auth/register',
      payload: { nickname: `Ni${bad}ck`, email: `cc-${unique()}@example.org`, password: TEST_PASSWORD },
      headers: anonymous,
    }),
  },
  {
    what: 'login email',
    part: 'body',
    field: 'email',
    request: (bad) => ({
      method: 'POST',
      url: '/auth/login',
      payload: { email: `a${bad}@example.org`, password: TEST_PASSWORD },
      headers: anonymous,
    }),
  },
  {
    what: 'login password',
    part: 'body',
    field: 'password',
    request: (bad) => ({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'someone@example.org', password: `${TEST_PASSWORD}${bad}` },
      headers: anonymous,
    }),
  },
  {
    what: 'editor build name',
    part: 'body',
    field: 'name',
    request: (bad) => ({
      method: 'POST',
      url: `/weapons/${weapon.id}/builds`,
      payload: { name: `Close${bad}Range` },
      headers: editor,
    }),
  },
  {
    what: 'editor build description',
    part: 'body',
    field: 'description',
    request: (bad) => ({
      method: 'POST',
      url: `/weapons/${weapon.id}/builds`,
      payload: { name: 'Close Range', description: `Line one\n${bad}` },
      headers: editor,
    }),
  },
  {
    what: 'editor build attachment name',
    part: 'body',
    field: 'attachments.0.name',
    request: (bad) => ({
      method: 'POST',
      url: `/weapons/${weapon.id}/builds`,
      payload: { name: 'Close Range', attachments: [{ name: `Supp${bad}ressor`, type: 'muzzle' }] },
      headers: editor,
    }),
  },
  {
    what: 'player submission name',
    part: 'body',
    field: 'name',
    request: (bad) => ({
      method: 'POST',
      url: '/build-submissions',
      payload: { weapon_id: weapon.id, name: `Quiet${bad}`, build_code: buildCode() },
      headers: player,
    }),
  },
  {
    what: 'player submission description',
    part: 'body',
    field: 'description',
    request: (bad) => ({
      method: 'POST',
      url: '/build-submissions',
      payload: { weapon_id: weapon.id, name: 'Quiet', description: `a${bad}b`, build_code: buildCode() },
      headers: player,
    }),
  },
  {
    what: 'tag name',
    part: 'body',
    field: 'name',
    request: (bad) => ({
      method: 'POST',
      url: '/build-tags',
      payload: { name: `Tag${bad}` },
      headers: editor,
    }),
  },
  {
    what: 'keycard name',
    part: 'body',
    field: 'name',
    request: (bad) => ({
      method: 'POST',
      url: '/keycards',
      payload: { id: `cc-${unique()}`, name: `Room${bad}`, map_id: mapId },
      headers: editor,
    }),
  },
  {
    what: 'keycard location',
    part: 'body',
    field: 'location',
    request: (bad) => ({
      method: 'POST',
      url: '/keycards',
      payload: { id: `cc-${unique()}`, name: 'Room', map_id: mapId, location: `North\t${bad}` },
      headers: editor,
    }),
  },
  {
    what: 'weapon name',
    part: 'body',
    field: 'name',
    request: (bad) => ({
      method: 'POST',
      url: '/weapons',
      payload: { name: `Rifle${bad}`, category_id: 1 },
      headers: editor,
    }),
  },
  {
    what: 'weapon pro',
    part: 'body',
    field: 'pros.1',
    request: (bad) => ({
      method: 'POST',
      url: '/weapons',
      payload: { name: 'Rifle', category_id: 1, pros: ['Fast', `Light${bad}`] },
      headers: editor,
    }),
  },
  {
    what: 'public list query',
    part: 'querystring',
    field: 'offset',
    request: (bad) => ({
      method: 'GET',
      url: `/weapons?limit=5&offset=0${encodeURIComponent(bad)}`,
      headers: anonymous,
    }),
  },
  {
    what: 'public weapon path',
    part: 'params',
    field: 'id',
    request: (bad) => ({ method: 'GET', url: `/weapons/ak${encodeURIComponent(bad)}`, headers: anonymous }),
  },
];

/** Rows of every table the cases could write to. */
async function rowCounts() {
  const tables = { users, builds, buildTags, keycards, weapons };
  const [row] = await t.db
    .select(
      Object.fromEntries(
        Object.entries(tables).map(([name, table]) => [name, sql<number>`(select count(*) from ${table})`]),
      ),
    )
    .from(sql`(select 1) as one`);
  return row;
}

async function expectRefused(c: Case, bad: string) {
  const r = c.request(bad);
  const before = await rowCounts();
  const res = await callApi(t, r.method, r.url, r.payload, r.headers());
  expect(res.statusCode, `${c.what}: ${res.body}`).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('CONTROL_CHARACTER');
  expect(error.message).toContain(`${c.part}: ${c.field} contains a control character (${code(bad)})`);
  expect(error.details).toEqual([
    { path: c.field, rule: 'control_character', message: `contains a control character (${code(bad)})` },
  ]);
  expect(await rowCounts(), `${c.what} wrote nothing`).toEqual(before);
}

describe(`control characters are refused at the edge (${engine()})`, () => {
  // Catches: a route or field the guard misses (a NUL reaching the database answers 500 and, on
  // PostgreSQL, logs the query parameters), and a guard that answers without naming the field.
  describe.each(CASES)('$what', (c) => {
    it.each(BAD.map((bad) => [code(bad), bad]))('refuses %s with 400 naming the field', (_name, bad) =>
      expectRefused(c, bad),
    );
  });
});
