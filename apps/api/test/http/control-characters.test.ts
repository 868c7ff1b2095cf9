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

/** A case whose text goes in a POST body; `url` is read when the test runs (ids come from beforeAll). */
function posted(
  what: string,
  field: string,
  headers: () => Headers,
  url: () => string,
  payload: (bad: string) => unknown,
): Case {
  return {
    what,
    part: 'body',
    field,
    request: (bad) => ({ method: 'POST', url: url(), payload: payload(bad), headers }),
  };
}
const at = (url: string) => () => url;
const weaponBuilds = () => `/weapons/${weapon.id}/builds`;

const CASES: Case[] = [
  posted('register nickname', 'nickname', anonymous, at('/auth/register'), (bad) => ({
    nickname: `Ni${bad}ck`,
    email: `cc-${unique()}@example.org`,
    password: TEST_PASSWORD,
  })),
  posted('login email', 'email', anonymous, at('/auth/login'), (bad) => ({
    email: `a${bad}@example.org`,
    password: TEST_PASSWORD,
  })),
  posted('login password', 'password', anonymous, at('/auth/login'), (bad) => ({
    email: 'someone@example.org',
    password: `${TEST_PASSWORD}${bad}`,
  })),
  posted('editor build name', 'name', editor, weaponBuilds, (bad) => ({ name: `Close${bad}Range` })),
  posted('editor build description', 'description', editor, weaponBuilds, (bad) => ({
    name: 'Close Range',
    description: `Line one\n${bad}`,
  })),
  posted('editor build attachment name', 'attachments.0.name', editor, weaponBuilds, (bad) => ({
    name: 'Close Range',
    attachments: [{ name: `Supp${bad}ressor`, type: 'muzzle' }],
  })),
  posted('player submission name', 'name', player, at('/build-submissions'), (bad) => ({
    weapon_id: weapon.id,
    name: `Quiet${bad}`,
    build_code: buildCode(),
  })),
  posted('player submission description', 'description', player, at('/build-submissions'), (bad) => ({
    weapon_id: weapon.id,
    name: 'Quiet',
    description: `a${bad}b`,
    build_code: buildCode(),
  })),
  posted('tag name', 'name', editor, at('/build-tags'), (bad) => ({ name: `Tag${bad}` })),
  posted('keycard name', 'name', editor, at('/keycards'), (bad) => ({
    id: `cc-${unique()}`,
    name: `Room${bad}`,
    map_id: mapId,
  })),
  posted('keycard location', 'location', editor, at('/keycards'), (bad) => ({
    id: `cc-${unique()}`,
    name: 'Room',
    map_id: mapId,
    location: `North\t${bad}`,
  })),
  posted('weapon name', 'name', editor, at('/weapons'), (bad) => ({ name: `Rifle${bad}`, category_id: 1 })),
  posted('weapon pro', 'pros.1', editor, at('/weapons'), (bad) => ({
    name: 'Rifle',
    category_id: 1,
    pros: ['Fast', `Light${bad}`],
  })),
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
