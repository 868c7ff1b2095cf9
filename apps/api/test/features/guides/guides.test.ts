// Players' guides: a player writes, the guide stays private, an editor asks for changes, the player
// edits, an editor publishes; the published guide is public (and cached), its history public from
// its publication. Every route × every role, bad input, the daily limit, nobody reviewing their own.
import { GUIDE_BODY_MAX_BYTES, GUIDES_PER_DAY } from '@dfwiki/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createTestApp,
  engine,
  newPlayer as registerPlayer,
  type Role,
  ROLES,
  type TestApp,
} from '../../harness';

let t: TestApp;
let weapon: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  weapon = (await call('GET', '/weapons', undefined, {})).json().data.weapons[0];
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'user');
const anonymous = {};

const newPlayer = (nickname: string) => registerPlayer(t, nickname);

let titles = 0;
const guide = (overrides: Record<string, unknown> = {}) => ({
  title: `Holding the long hall ${++titles}`,
  body: '## Where to stand\n\nBehind the **crates**.\n\n## When to move\n\nAfter the second push.',
  category: 'tactics',
  language: 'en',
  ...overrides,
});

type GuideAnswer = { id: number; slug: string; status: string; version: number; [k: string]: unknown };

async function start(writer: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/guides', guide(overrides), writer);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.guide as GuideAnswer;
}

const decide = (id: number, body: Record<string, unknown>, headers = t.as.editor) =>
  call('POST', `/guides/${id}/decision`, body, headers);

async function published(writer: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const g = await start(writer, overrides);
  expect((await decide(g.id, { decision: 'approve' })).statusCode).toBe(200);
  return g;
}

const publicGuide = (ref: string | number) => call('GET', `/guides/${ref}`, undefined, anonymous);
const publicList = async (query = '') =>
  (await call('GET', `/guides${query}`, undefined, anonymous)).json().data.guides as GuideAnswer[];

describe(`guides (${engine()})`, () => {
  it('a player writes a guide: pending, private to them and editors, not in any public list', async () => {
    const player = await newPlayer('Wren');
    const before = await publicList();
    const g = await start(player, { subject: { type: 'weapon', id: weapon.slug } });
    expect(g).toMatchObject({
      status: 'pending',
      reviews: [],
      author: { nickname: 'Wren' },
      // A weapon named by its slug is kept by its id, and answered with what a link needs.
      subject: { type: 'weapon', id: weapon.id, slug: weapon.slug, name: weapon.name },
      published_at: null,
    });
    expect(g.slug).toMatch(/^holding-the-long-hall-\d+$/);
    // A list's excerpt is the paragraphs' plain text: no headings, no markup, no entities.
    expect(g.excerpt).toBe('Behind the crates. After the second push.');
    const amp = await start(await newPlayer('Amp'), {
      body: '# Intro\n\nRock & *roll* <b>x</b>\n\n| a |\n|---|\n| b |',
    });
    expect(amp.excerpt).toBe('Rock & roll <b>x</b>');
    expect((await publicGuide(g.slug)).statusCode).toBe(404);
    expect((await publicGuide(g.id)).statusCode).toBe(404);
    expect((await call('GET', `/guides/${g.slug}`, undefined, await newPlayer('Stranger'))).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/guides/${g.slug}`, undefined, player)).statusCode).toBe(200);
    expect((await call('GET', `/guides/${g.slug}`, undefined, t.as.editor)).statusCode).toBe(200);
    expect((await publicList()).map((x) => x.id)).toEqual(before.map((x) => x.id));
    const mine = (await call('GET', '/guides/mine', undefined, player)).json().data.guides;
    expect(mine.map((x: GuideAnswer) => x.id)).toEqual([g.id]);
  });

  it('changes asked with a note, the player edits, an editor publishes: public, listed, cached anew', async () => {
    const player = await newPlayer('Dunlin');
    const g = await start(player, { subject: { type: 'weapon', id: weapon.id }, category: 'weapons' });
    // Filled before the decision: the decision must empty it.
    await publicList('?category=weapons');

    const noNote = await decide(g.id, { decision: 'request_changes' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details[0].path).toBe('note');
    expect((await decide(g.id, { decision: 'request_changes', note: 'Name the crates.' })).statusCode).toBe(
      200,
    );
    const mine = (await call('GET', '/guides/mine', undefined, player)).json().data.guides[0];
    expect(mine).toMatchObject({
      status: 'changes_requested',
      reviews: [{ decision: 'request_changes', note: 'Name the crates.', reviewer: 'editor' }],
    });

    const edited = await call(
      'PUT',
      `/guides/${g.id}`,
      guide({ title: 'The blue crates', category: 'weapons' }),
      player,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Never published: the address follows the new title; the guide is back in the queue.
    expect(edited.json().data.guide).toMatchObject({
      status: 'pending',
      slug: 'the-blue-crates',
      title: 'The blue crates',
      subject: null,
    });
    const queue = (await call('GET', '/guides?status=pending', undefined, t.as.editor)).json().data.guides;
    expect(queue.map((x: GuideAnswer) => x.id)).toContain(g.id);

    const approve = await decide(g.id, { decision: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data.guide.status).toBe('published');
    const read = await publicGuide('the-blue-crates');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).not.toMatch(/private/);
    expect(read.json().data.guide).toMatchObject({
      title: 'The blue crates',
      reviews: [],
      author: { nickname: 'Dunlin' },
    });
    expect(read.json().data.guide.published_at).not.toBeNull();
    expect((await publicList('?category=weapons')).map((x) => x.id)).toContain(g.id);
    expect((await publicList('?category=maps')).map((x) => x.id)).not.toContain(g.id);
    expect((await publicList('?q=BLUE%20crates')).map((x) => x.id)).toContain(g.id);
    expect((await publicList('?q=100%25')).map((x) => x.id)).not.toContain(g.id);

    // Decided once; the writer can no longer change a published guide, an editor can.
    expect((await decide(g.id, { decision: 'reject', note: 'late' })).json().error.code).toBe('GUIDE_CLOSED');
    const late = await call('PUT', `/guides/${g.id}`, guide({ title: 'Sneaky change' }), player);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('GUIDE_CLOSED');
    const byEditor = await call(
      'PUT',
      `/guides/${g.id}`,
      guide({ title: 'The blue crates, updated' }),
      t.as.editor,
    );
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    // Published: the address stays, the guide stays published, the public read shows the edit.
    expect(byEditor.json().data.guide).toMatchObject({ status: 'published', slug: 'the-blue-crates' });
    expect((await publicGuide('the-blue-crates')).json().data.guide.title).toBe('The blue crates, updated');
  });

  it('lists a weapon’s guides by its id, and a subject that names nothing is a 400', async () => {
    const player = await newPlayer('Plover');
    const g = await published(player, { subject: { type: 'weapon', id: weapon.id } });
    const byWeapon = await publicList(`?subject_type=weapon&subject_id=${weapon.id}`);
    expect(byWeapon.map((x) => x.id)).toContain(g.id);
    expect(byWeapon.every((x) => (x.subject as { id: number }).id === weapon.id)).toBe(true);
    for (const subject of [
      { type: 'weapon', id: 999999 },
      { type: 'map', id: 'atlantis' },
      { type: 'keycard', id: 'no-such-card' },
      { type: 'item', id: 'no-such-item' },
    ]) {
      const res = await call('POST', '/guides', guide({ subject }), player);
      expect(res.statusCode, JSON.stringify(subject)).toBe(400);
      expect(res.json().error.code).toBe('UNKNOWN_REFERENCE');
    }
  });

  it('refuses bad input with 400 and a code, never a 500', async () => {
    const player = await newPlayer('Curlew');
    const cases: [string, unknown][] = [
      ['empty title', guide({ title: '  ' })],
      ['empty body', guide({ body: ' \n ' })],
      ['body over 50 KB', guide({ body: 'é'.repeat(GUIDE_BODY_MAX_BYTES / 2 + 1) })],
      ['unknown category', guide({ category: 'lore' })],
      ['unknown language', guide({ language: 'de' })],
      ['unknown subject type', guide({ subject: { type: 'operator', id: 1 } })],
      ['extra field', { ...guide(), status: 'published' }],
      ['not an object', ['a list']],
      ['a control character in the title', guide({ title: 'Bell\u0007' })],
    ];
    for (const [what, body] of cases) {
      const res = await call('POST', '/guides', body, player);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.code, what).toMatch(
        /^(VALIDATION_ERROR|CONTROL_CHARACTER|BAD_REQUEST|INVALID_JSON)$/,
      );
    }
    // Exactly 50 KB is fine; a body may span lines and hold tabs.
    await start(player, { body: `a\tb\n${'x'.repeat(GUIDE_BODY_MAX_BYTES - 4)}` });
    expect((await call('GET', '/guides?category=lore', undefined, anonymous)).statusCode).toBe(400);
    expect((await call('GET', '/guides/Not_A_Slug', undefined, anonymous)).statusCode).toBe(400);
    // An id past the database's integer range names nothing (never a database error).
    expect((await call('GET', '/guides/2147483648', undefined, anonymous)).statusCode).toBe(404);
    expect(
      (await call('GET', '/revisions?entity=guide&id=9999999999', undefined, anonymous)).statusCode,
    ).toBe(401);
    expect((await decide(1, { decision: 'maybe', note: 'x' })).statusCode).toBe(400);
  });

  it(`allows ${GUIDES_PER_DAY} new guides a day per account, then 429; edits do not count`, async () => {
    const player = await newPlayer('Godwit');
    const first = await start(player);
    for (let i = 1; i < GUIDES_PER_DAY; i++) await start(player);
    const over = await call('POST', '/guides', guide(), player);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('GUIDE_LIMIT');
    expect(
      (await call('PUT', `/guides/${first.id}`, guide({ title: 'Still editable' }), player)).statusCode,
    ).toBe(200);
    // Another account has its own allowance.
    await start(await newPlayer('Knot'));
  });

  it('nobody decides on their own guide; a rejection keeps its reason and closes the guide', async () => {
    const own = await start(t.as.editor);
    const res = await decide(own.id, { decision: 'approve' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OWN_GUIDE');
    expect((await decide(own.id, { decision: 'approve' }, t.as.admin)).statusCode).toBe(200);

    const player = await newPlayer('Ruff');
    const g = await start(player);
    expect((await decide(g.id, { decision: 'reject', note: 'Copied from another site.' })).statusCode).toBe(
      200,
    );
    const mine = (await call('GET', '/guides/mine', undefined, player)).json().data.guides[0];
    expect(mine).toMatchObject({
      status: 'rejected',
      reviews: [{ decision: 'reject', note: 'Copied from another site.' }],
    });
    expect((await call('PUT', `/guides/${g.id}`, guide(), player)).json().error.code).toBe('GUIDE_CLOSED');
    expect((await publicGuide(g.id)).statusCode).toBe(404);
  });

  it('another player cannot edit or read a guide under review: 404', async () => {
    const owner = await newPlayer('Sanderling');
    const g = await start(owner);
    const other = await newPlayer('Turnstone');
    expect((await call('PUT', `/guides/${g.id}`, guide(), other)).statusCode).toBe(404);
    expect((await call('GET', `/guides/${g.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', '/guides/mine', undefined, other)).json().data.guides).toEqual([]);
  });

  it('renders the body safely: no raw HTML, rel on outside links, headings for a table of contents', async () => {
    const player = await newPlayer('Avocet');
    const body =
      '## Start\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [site](https://example.org)\n\n### Then\n\n![a](https://example.org/a.png)';
    const g = await published(player, { body });
    const { html, headings } = (await publicGuide(g.slug)).json().data.guide;
    // The refused link stays as visible text, never an address.
    expect(html).not.toMatch(/<script|href="javascript|<img/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org" rel="nofollow ugc noopener">site</a>');
    expect(headings).toEqual([
      { level: 2, id: 'guide-start', text: 'Start' },
      { level: 3, id: 'guide-then', text: 'Then' },
    ]);
    const preview = await call('POST', '/guides/preview', { body }, player);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).toBe(html);
  });

  it('a published guide’s history is public from its publication; drafts and emails never show', async () => {
    const player = await newPlayer('Stint');
    const g = await start(player, { body: 'Draft with a secret.' });
    const history = (headers: Record<string, string>) =>
      call('GET', `/revisions?entity=guide&id=${g.id}`, undefined, headers);
    // Under review: editors only.
    expect((await history(anonymous)).statusCode).toBe(401);
    expect((await history(player)).statusCode).toBe(403);
    expect((await call('PUT', `/guides/${g.id}`, guide({ body: 'Clean text.' }), player)).statusCode).toBe(
      200,
    );
    expect((await decide(g.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(
      (await call('PUT', `/guides/${g.id}`, guide({ body: 'Clean text, edited.' }), t.as.editor)).statusCode,
    ).toBe(200);

    const all = (await history(t.as.editor)).json().data.revisions;
    expect(all.map((r: { action: string }) => r.action)).toEqual(['update', 'update', 'update', 'create']);
    const open = await history(anonymous);
    expect(open.statusCode).toBe(200);
    const revisions = open.json().data.revisions as { changes: { field: string; to: unknown }[] }[];
    expect(revisions).toHaveLength(2);
    expect(revisions[1]!.changes).toEqual([{ field: 'status', from: 'pending', to: 'published' }]);
    expect(open.body).not.toContain('secret');
    expect(open.body).not.toMatch(/@example\.org|email/);
    expect(open.json().data.page.total).toBe(2);

    // Restoring the published version (editors only) puts its text back and keeps it published.
    const restore = (headers: Record<string, string>) =>
      call(
        'POST',
        `/revisions/${(revisions[1] as unknown as { id: number }).id}/restore`,
        undefined,
        headers,
      );
    expect((await restore(player)).statusCode).toBe(403);
    expect((await restore(t.as.editor)).statusCode).toBe(200);
    expect((await publicGuide(g.id)).json().data.guide).toMatchObject({
      body: 'Clean text.',
      status: 'published',
    });
  });

  it('a deleted guide leaves public reads and lists', async () => {
    const g = await published(await newPlayer('Phalarope'));
    expect((await call('DELETE', `/guides/${g.id}`, undefined, t.as.user)).statusCode).toBe(403);
    expect((await call('DELETE', `/guides/${g.id}`, undefined, t.as.editor)).statusCode).toBe(200);
    expect((await publicGuide(g.id)).statusCode).toBe(404);
    expect((await publicList()).map((x) => x.id)).not.toContain(g.id);
    expect((await call('GET', `/revisions?entity=guide&id=${g.id}`, undefined, anonymous)).statusCode).toBe(
      401,
    );
  });

  describe('each route for each role', () => {
    const expected: Record<string, Record<Role, number>> = {
      'POST /guides': { anonymous: 401, user: 201, editor: 201, admin: 201 },
      'POST /guides/preview': { anonymous: 401, user: 200, editor: 200, admin: 200 },
      'GET /guides': { anonymous: 200, user: 200, editor: 200, admin: 200 },
      'GET /guides?status=pending': { anonymous: 401, user: 403, editor: 200, admin: 200 },
      'GET /guides/mine': { anonymous: 401, user: 200, editor: 200, admin: 200 },
      'PUT /guides/{pending}': { anonymous: 401, user: 404, editor: 200, admin: 200 },
      'POST /guides/{pending}/decision': { anonymous: 401, user: 403, editor: 200, admin: 200 },
      'GET /guides/{pending}': { anonymous: 404, user: 404, editor: 200, admin: 200 },
    };
    it.each(ROLES)('as %s', async (role) => {
      const headers = role === 'anonymous' ? anonymous : t.as[role];
      const pending = await start(await newPlayer(`Role${role}`));
      const requests: Record<string, () => ReturnType<typeof call>> = {
        'POST /guides': () => call('POST', '/guides', guide(), headers),
        'POST /guides/preview': () => call('POST', '/guides/preview', { body: '# Hi' }, headers),
        'GET /guides': () => call('GET', '/guides', undefined, headers),
        'GET /guides?status=pending': () => call('GET', '/guides?status=pending', undefined, headers),
        'GET /guides/mine': () => call('GET', '/guides/mine', undefined, headers),
        'PUT /guides/{pending}': () => call('PUT', `/guides/${pending.id}`, guide(), headers),
        'POST /guides/{pending}/decision': () =>
          call(
            'POST',
            `/guides/${pending.id}/decision`,
            { decision: 'request_changes', note: 'More.' },
            headers,
          ),
        'GET /guides/{pending}': () => call('GET', `/guides/${pending.id}`, undefined, headers),
      };
      for (const [name, request] of Object.entries(requests)) {
        const res = await request();
        expect(res.statusCode, `${name} as ${role}: ${res.body.slice(0, 200)}`).toBe(expected[name]![role]);
      }
    });
  });
});
