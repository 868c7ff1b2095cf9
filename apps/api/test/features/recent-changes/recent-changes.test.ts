// Recent changes (docs/product.md, "Recent changes"): the public list and one change's diff, and
// the Atom feed the page host serves from the same list. What never shows: pending builds and
// guides (and their drafts from before they were published), trashed entities, emails and account
// ids. Every role gets the same answer; bad filters and paging are 400.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, engine, ROLES, type TestApp } from '../../harness';

const ORIGIN = 'https://dfwiki.example';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-rc-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-config--></body></html>',
);

let t: TestApp;
let weapons: { id: number; slug: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp({
    sessions: true,
    serveWeb: true,
    webDistFolder: dist,
    config: { PUBLIC_URL: ORIGIN },
  });
  weapons = (await call('GET', '/weapons?limit=200', undefined, {})).json().data.weapons;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const call = apiCaller(() => t, 'anonymous');

interface Change {
  id: number;
  kind: string;
  action: string;
  by: string | null;
  source: string | null;
  target: { entity: string; id: string; name: string; slug: string | null } | null;
  fields: string[];
  batch: { count: number; entities: { entity: string; count: number }[] } | null;
}

const list = async (query = '', headers = {}) => {
  const res = await call('GET', `/recent-changes${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { changes: Change[]; next_before: number | null };
};
const detail = (id: number) => call('GET', `/recent-changes/${id}`, undefined, {});
const of = (changes: Change[], entity: string, id: number | string) =>
  changes.filter((c) => c.target?.entity === entity && c.target.id === String(id));

/** The newest revision id of an entity (every write records one). */
async function newestRevision(entity: string, id: number | string): Promise<number> {
  const res = await call('GET', `/revisions?entity=${entity}&id=${id}&limit=1`, undefined, t.as.editor);
  return res.json().data.revisions[0].id;
}

/** A player's build, submitted (pending) and, when asked, sent back once and then approved. */
async function playerBuild(name: string) {
  const res = await call(
    'POST',
    '/build-submissions',
    {
      weapon_id: weapons[0]!.id,
      name,
      description: 'A draft nobody may see yet.',
      build_code: `6RC${String(Date.now()).slice(-8)}${String(Math.random()).slice(2, 12)}`
        .slice(0, 21)
        .toUpperCase(),
      attachments: [{ name: 'Compensator', type: 'muzzle' }],
    },
    t.as.user,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.submission.id as number;
}

async function playerGuide(title: string) {
  const res = await call(
    'POST',
    '/guides',
    { title, body: 'Draft text of a guide.', category: 'tactics', language: 'en' },
    t.as.user,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.guide.id as number;
}

describe(`recent changes (${engine()})`, () => {
  it('lists the sample import as one batch entry, newest first, the same for every role', async () => {
    const { changes } = await list();
    const imports = changes.filter((c) => c.kind === 'import');
    expect(imports.length).toBeGreaterThanOrEqual(1);
    const sample = imports.at(-1)!;
    expect(sample).toMatchObject({ target: null, by: null, fields: [], action: 'create' });
    expect(sample.source).toMatch(/sample data/);
    expect(sample.batch!.count).toBeGreaterThan(RECENT_SAMPLE_MIN);
    expect(sample.batch!.entities.map((e) => e.entity)).toEqual(expect.arrayContaining(['weapon', 'build']));
    const ids = changes.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bodies = new Set<string>();
    for (const role of ROLES) {
      const res = await call('GET', '/recent-changes', undefined, t.as[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control'], role).toMatch(/^public/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('shows an editor’s edit as an `edit` with the fields changed, filters by kind, and pages with `before`', async () => {
    const weapon = weapons[1]!;
    const res = await call(
      'PATCH',
      `/weapons/${weapon.id}`,
      { notes: 'Recent-changes test note.' },
      t.as.editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { changes } = await list();
    expect(changes[0]).toMatchObject({
      kind: 'edit',
      action: 'update',
      by: expect.any(String),
      source: null,
      target: { entity: 'weapon', id: String(weapon.id), name: weapon.name, slug: weapon.slug },
      fields: ['notes'],
      batch: null,
    });

    const edits = await list('?kind=edit');
    expect(edits.changes.length).toBeGreaterThan(0);
    expect(new Set(edits.changes.map((c) => c.kind))).toEqual(new Set(['edit']));
    const two = await list('?kind=import,edit');
    expect(new Set(two.changes.map((c) => c.kind))).toEqual(new Set(['edit', 'import']));

    const first = await list('?limit=1');
    expect(first.changes).toHaveLength(1);
    expect(first.next_before).toBe(first.changes[0]!.id);
    const second = await list(`?limit=1&before=${first.next_before}`);
    expect(second.changes[0]!.id).toBeLessThan(first.changes[0]!.id);
    expect(second.changes[0]!.id).toBe(changes[1]!.id);

    const diff = await detail(changes[0]!.id);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().data.revisions).toEqual([
      expect.objectContaining({
        changes: [expect.objectContaining({ field: 'notes', to: 'Recent-changes test note.' })],
      }),
    ]);
  });

  it('refuses unknown kinds and bad paging with 400, never 500', async () => {
    for (const query of [
      '?kind=nope',
      '?kind=edit,nope',
      '?kind=',
      '?kind=edit&kind=build',
      '?limit=0',
      '?limit=101',
      '?limit=x',
      '?before=0',
      '?before=abc',
      '?other=1',
    ]) {
      const res = await call('GET', `/recent-changes${query}`, undefined, {});
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
    }
    for (const id of ['abc', '0', '99999999999'])
      expect((await detail(id as never)).statusCode, id).toBe(400);
    expect((await detail(2_000_000_000)).statusCode).toBe(404);
  });

  it('never shows a pending build; once approved, only from the approval on', async () => {
    const id = await playerBuild('Hidden Draft');
    const draft = await newestRevision('build', id);
    expect(of((await list()).changes, 'build', id)).toEqual([]);
    expect((await detail(draft)).statusCode).toBe(404);
    const body = JSON.stringify(await list('?limit=100'));
    expect(body).not.toContain('Hidden Draft');

    const decided = await call(
      'POST',
      `/build-submissions/${id}/decision`,
      { decision: 'approve', rating: 4 },
      t.as.editor,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const shown = of((await list()).changes, 'build', id);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'build', fields: expect.arrayContaining(['status']) });
    // The draft before the approval stays private; the approval itself is public.
    expect((await detail(draft)).statusCode).toBe(404);
    expect((await detail(shown[0]!.id)).statusCode).toBe(200);
  });

  it('never shows a pending guide; a published one shows as a `guide`', async () => {
    const id = await playerGuide('Secret Draft Guide');
    expect(JSON.stringify(await list('?limit=100'))).not.toContain('Secret Draft Guide');
    expect(of((await list('?kind=guide')).changes, 'guide', id)).toEqual([]);
    const draft = await newestRevision('guide', id);
    expect((await detail(draft)).statusCode).toBe(404);

    const decided = await call('POST', `/guides/${id}/decision`, { decision: 'approve' }, t.as.editor);
    expect(decided.statusCode, decided.body).toBe(200);
    const shown = of((await list('?kind=guide')).changes, 'guide', id);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'guide', target: { name: 'Secret Draft Guide' } });
    expect(shown[0]!.target!.slug).toBeTruthy();
    expect((await detail(draft)).statusCode).toBe(404);
  });

  it('drops every revision of a trashed entity, and brings them back with it', async () => {
    const weapon = weapons[2]!;
    await call('PATCH', `/weapons/${weapon.id}`, { notes: 'Soon in the trash.' }, t.as.editor);
    const edit = await newestRevision('weapon', weapon.id);
    const batchBefore = (await list('?kind=import')).changes.at(-1)!.batch!.count;
    expect(of((await list()).changes, 'weapon', weapon.id)).toHaveLength(1);

    expect((await call('DELETE', `/weapons/${weapon.id}`, undefined, t.as.editor)).statusCode).toBe(200);
    expect(of((await list()).changes, 'weapon', weapon.id)).toEqual([]);
    expect((await detail(edit)).statusCode).toBe(404);
    // Its sample create leaves the import batch too (the weapon's builds with it).
    expect((await list('?kind=import')).changes.at(-1)!.batch!.count).toBeLessThan(batchBefore);

    const trashed = await newestRevision('weapon', weapon.id);
    const restored = await call('POST', `/revisions/${trashed}/restore`, undefined, t.as.editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(of((await list()).changes, 'weapon', weapon.id).map((c) => c.action)).toEqual([
      'restore',
      'delete',
      'update',
    ]);
  });

  it('names a revision of an accepted correction a `correction` (audit entry correction.accept)', async () => {
    const weapon = weapons[3]!;
    await call('PATCH', `/weapons/${weapon.id}`, { notes: 'Corrected by a player.' }, t.as.editor);
    const revision = await newestRevision('weapon', weapon.id);
    // What the corrections work will write: the accepted value's revision linked to its audit entry.
    await t.db.execute(sql`with a as (insert into audit_log (action, target, details)
      values ('correction.accept', ${`weapon:${weapon.id}`}, '{"note":"private reviewer note"}') returning id)
      update revisions set audit_id = (select id from a) where id = ${revision}`);
    await t.ctx.cache.invalidate();
    const corrections = (await list('?kind=correction')).changes;
    expect(corrections.map((c) => c.id)).toEqual([revision]);
    expect(JSON.stringify(corrections)).not.toContain('private reviewer note');
  });

  it('answers an import batch’s diff by any of its revisions, with no private field anywhere', async () => {
    const sample = (await list('?kind=import')).changes.at(-1)!;
    const res = await detail(sample.id - 1);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.change.id).toBe(sample.id);
    expect(data.revisions.length).toBe(50);
    expect(data.revisions[0]).toMatchObject({ action: 'create', target: expect.any(Object) });

    const bodies = [JSON.stringify(await list('?limit=100')), res.body];
    for (const c of (await list('?limit=100')).changes.slice(0, 10)) bodies.push((await detail(c.id)).body);
    for (const body of bodies) {
      expect(body).not.toMatch(/email|@example\.org|author_id|actor_id|"details"/);
    }
  });
});

/** The sample data writes far more revisions than one page of entries would hold. */
const RECENT_SAMPLE_MIN = 100;

const parseXml = (text: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe(`the Atom feed /recent-changes.atom (${engine()})`, () => {
  const ATOM = 'http://www.w3.org/2005/Atom';
  const feed = (query = '', headers = {}) =>
    t.app.inject({ method: 'GET', url: `/recent-changes.atom${query}`, headers });

  it('is Atom 1.0: its namespace, the required elements and absolute links', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public/);
    const doc = parseXml(res.body);
    const root = doc.documentElement;
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(ATOM);
    const child = (el: Element, name: string) =>
      [...el.children].filter((c) => c.localName === name && c.namespaceURI === ATOM);
    for (const name of ['id', 'title', 'updated']) expect(child(root, name), name).toHaveLength(1);
    expect(child(root, 'updated')[0]!.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const links = Object.fromEntries(
      child(root, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]),
    );
    expect(links.self).toBe(`${ORIGIN}/recent-changes.atom`);
    expect(links.alternate).toBe(`${ORIGIN}/wiki/recent-changes`);

    const entries = child(root, 'entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(50);
    const ids = new Set<string>();
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'summary'])
        expect(child(entry, name), name).toHaveLength(1);
      expect(child(child(entry, 'author')[0]!, 'name')[0]!.textContent).toBeTruthy();
      const id = child(entry, 'id')[0]!.textContent!;
      expect(id).toMatch(new RegExp(`^${ORIGIN}/wiki/recent-changes/\\d+$`));
      ids.add(id);
      for (const link of child(entry, 'link'))
        expect(link.getAttribute('href')).toMatch(/^https:\/\/dfwiki\.example\//);
      expect(
        child(entry, 'link')
          .find((l) => l.getAttribute('rel') === 'alternate')
          ?.getAttribute('href'),
      ).toBe(id);
    }
    expect(ids.size).toBe(entries.length);
  });

  it('escapes what it quotes, filters by kind, refuses an unknown kind, and answers 304 on its ETag', async () => {
    const weapon = weapons[4]!;
    const name = `Feed <b>&amp; "quoted" 'name'</b>`;
    const renamed = await call('PATCH', `/weapons/${weapon.id}`, { name }, t.as.editor);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await feed('?kind=edit');
    const doc = parseXml(res.body);
    const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries.map((e) => e.getElementsByTagNameNS(ATOM, 'category')[0]!.getAttribute('term'))).toEqual(
      entries.map(() => 'edit'),
    );
    expect(entries[0]!.getElementsByTagNameNS(ATOM, 'title')[0]!.textContent).toContain(name);
    expect(res.body).not.toContain('<b>');
    const self = [...doc.documentElement.children].find((c) => c.getAttribute('rel') === 'self');
    expect(self!.getAttribute('href')).toBe(`${ORIGIN}/recent-changes.atom?kind=edit`);

    const bad = await feed('?kind=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');

    const again = await feed('?kind=edit', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves pending work out', async () => {
    await playerBuild('Feed Draft Build');
    await playerGuide('Feed Draft Guide');
    const body = (await feed()).body;
    parseXml(body);
    expect(body).not.toMatch(/Feed Draft|email|@example\.org/);
  });
});
