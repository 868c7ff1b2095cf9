// Community build submissions: a player submits, the build stays private, an editor decides, an
// approved build is public and credited to its submitter. Every route × every role, bad input,
// the one-code-per-weapon rule, the daily limit, nobody reviewing their own, and images that are
// the submitter's own uploads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUBMISSIONS_PER_DAY } from '@dfwiki/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createTestApp,
  engine,
  newPlayer as registerPlayer,
  type Role,
  ROLES,
  signIn,
  type TestApp,
} from '../../harness';

let t: TestApp;
let weapon: { id: number; slug: string };
let otherWeapon: { id: number };
let codeCounter = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-sub-'));

beforeAll(async () => {
  t = await createTestApp({ sessions: true, config: { DATA_DIR: dataDir } });
  const { weapons } = (await call('GET', '/weapons', undefined, {})).json().data;
  weapon = weapons[0];
  otherWeapon = weapons[1];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => t, 'user');

/** A valid, unused build code: "6" and 20 capitals or digits. */
const freshCode = () => `6TEST${String(++codeCounter).padStart(16, '0')}`;

const newPlayer = (nickname: string) => registerPlayer(t, nickname);

const submission = (overrides: Record<string, unknown> = {}) => ({
  weapon_id: weapon.id,
  name: 'Quiet Laser',
  description: 'Low recoil for mid range.',
  build_code: freshCode(),
  control: 70,
  attachments: [{ name: 'Compensator', type: 'muzzle' }],
  ...overrides,
});

async function submit(player: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/build-submissions', submission(overrides), player);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.submission as { id: number; status: string; build_code: string };
}

/** The weapon's public builds; `fresh` first drops the public cache, as any other write would. */
const publicBuilds = async ({ fresh = true } = {}) => {
  if (fresh) await t.ctx.cache.invalidate();
  const detail = (await call('GET', `/weapons/${weapon.slug}`, undefined, {})).json().data.weapon;
  const list = (await call('GET', '/weapons', undefined, {})).json().data.weapons;
  const summaries = list.find((w: { id: number }) => w.id === weapon.id).builds;
  return { full: detail.builds as Record<string, unknown>[], summaries: summaries as { id: number }[] };
};

const decide = (id: number, body: Record<string, unknown>, headers = t.as.editor) =>
  call('POST', `/build-submissions/${id}/decision`, body, headers);

describe(`build submissions (${engine()})`, () => {
  it('a player submits a build: it is pending, the pasted code is kept bare, nothing public changes', async () => {
    const player = await newPlayer('Nightjar');
    const before = await publicBuilds();
    const code = freshCode();
    const sent = await submit(player, { build_code: `M4A1 Assault Rifle-Operations-${code.toLowerCase()}` });
    expect(sent).toMatchObject({ status: 'pending', build_code: code, reviews: [] });
    const after = await publicBuilds();
    expect(after.full.map((b) => b.id)).toEqual(before.full.map((b) => b.id));
    expect(after.summaries.map((b) => b.id)).not.toContain(sent.id);
    const mine = (await call('GET', '/build-submissions/mine', undefined, player)).json().data;
    expect(mine.submissions.map((s: { id: number }) => s.id)).toEqual([sent.id]);
    expect(mine.submissions[0].submitter.nickname).toBe('Nightjar');
  });

  it('an editor approves from the queue: the build is public, credited to the nickname with its date', async () => {
    const player = await newPlayer('Kestrel');
    const sent = await submit(player, { name: 'Kestrel Line' });
    await publicBuilds();
    const queue = (await call('GET', '/build-submissions', undefined, t.as.editor)).json().data;
    expect(queue.submissions.map((s: { id: number }) => s.id)).toContain(sent.id);
    expect(queue.page.total).toBe(queue.submissions.length);

    const res = await decide(sent.id, { decision: 'approve', rating: 4.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.submission.status).toBe('approved');
    expect(res.json().data.submission.reviews[0]).toMatchObject({ decision: 'approve', reviewer: 'editor' });

    // Read through the public cache, filled before the approval: the approval must have emptied it.
    const { full } = await publicBuilds({ fresh: false });
    const build = full.find((b) => b.id === sent.id);
    expect(build).toMatchObject({
      name: 'Kestrel Line',
      creator_name: 'Kestrel',
      creator_contributions: 1,
      rating: 4.5,
      source: null,
    });
    expect(Date.parse(String(build!.submitted_at))).not.toBeNaN();
    const queueAfter = (await call('GET', '/build-submissions', undefined, t.as.editor)).json().data;
    expect(queueAfter.submissions.map((s: { id: number }) => s.id)).not.toContain(sent.id);
    expect(queueAfter.page.total).toBe(queue.page.total - 1);
    // Decided once: a second decision is refused.
    expect((await decide(sent.id, { decision: 'reject', note: 'late' })).json().error.code).toBe(
      'SUBMISSION_CLOSED',
    );
  });

  it('asking for changes needs a note; the player sees it, edits and sends again', async () => {
    const player = await newPlayer('Merlin');
    const sent = await submit(player);
    const noNote = await decide(sent.id, { decision: 'request_changes' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details[0].path).toBe('note');

    expect((await decide(sent.id, { decision: 'request_changes', note: 'Add the stock.' })).statusCode).toBe(
      200,
    );
    const mine = (await call('GET', '/build-submissions/mine', undefined, player)).json().data.submissions[0];
    expect(mine).toMatchObject({ status: 'changes_requested', reviews: [{ note: 'Add the stock.' }] });

    const edited = await call(
      'PUT',
      `/build-submissions/${sent.id}`,
      submission({ name: 'With stock', build_code: sent.build_code }),
      player,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.submission).toMatchObject({ status: 'pending', name: 'With stock' });
  });

  it('a rejected submission keeps its reason and can no longer change', async () => {
    const player = await newPlayer('Harrier');
    const sent = await submit(player);
    expect(
      (await decide(sent.id, { decision: 'reject', note: 'Duplicate of the meta build.' })).statusCode,
    ).toBe(200);
    const mine = (await call('GET', '/build-submissions/mine', undefined, player)).json().data.submissions[0];
    expect(mine).toMatchObject({
      status: 'rejected',
      reviews: [{ decision: 'reject', note: 'Duplicate of the meta build.' }],
    });
    const edit = await call('PUT', `/build-submissions/${sent.id}`, submission(), player);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('SUBMISSION_CLOSED');
    expect((await publicBuilds()).full.map((b) => b.id)).not.toContain(sent.id);
  });

  it('only the submitter can edit; another account gets 404', async () => {
    const owner = await newPlayer('Osprey');
    const other = await newPlayer('Buzzard');
    const sent = await submit(owner);
    const res = await call('PUT', `/build-submissions/${sent.id}`, submission(), other);
    expect(res.statusCode).toBe(404);
    const mine = (await call('GET', '/build-submissions/mine', undefined, other)).json().data;
    expect(mine.submissions).toEqual([]);
  });

  it('the same code for the same weapon is refused, on another weapon it is fine', async () => {
    const player = await newPlayer('Falcon');
    const code = freshCode();
    await submit(player, { build_code: code });
    const again = await call('POST', '/build-submissions', submission({ build_code: code }), player);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BUILD_CODE_TAKEN');
    await submit(player, { build_code: code, weapon_id: otherWeapon.id });
  });

  it('a code already on a public build of the weapon is refused', async () => {
    const { full } = await publicBuilds();
    const taken = full.find((b) => b.build_code)!.build_code as string;
    const res = await call(
      'POST',
      '/build-submissions',
      submission({ build_code: taken }),
      await newPlayer('Swift'),
    );
    expect(res.json().error?.code).toBe('BUILD_CODE_TAKEN');
  });

  it(`allows ${SUBMISSIONS_PER_DAY} submissions a day per account, then 429`, async () => {
    const player = await newPlayer('Plover');
    for (let i = 0; i < SUBMISSIONS_PER_DAY; i++) await submit(player);
    const res = await call('POST', '/build-submissions', submission(), player);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('SUBMISSION_LIMIT');
    // Another account is not affected.
    await submit(await newPlayer('Lapwing'));
  });

  it.each([
    ['a malformed code', { build_code: 'ABC123' }, 'build_code'],
    ['a code one character short', { build_code: '6L6JE9S01SD6JA3I74O3' }, 'build_code'],
    ['no name', { name: '   ' }, 'name'],
    ['a stat above 100', { control: 101 }, 'control'],
    ['an unknown field', { rating: 5 }, 'rating'],
    ['a javascript: image', { weapon_builder_img: 'javascript:alert(1)' }, 'weapon_builder_img'],
    ['a bad attachment type', { attachments: [{ name: 'X', type: 'laser' }] }, 'attachments.0.type'],
  ])('refuses %s with 400 and the field named', async (_label, overrides, path) => {
    const res = await call('POST', '/build-submissions', submission(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('an unknown weapon or tag is a 400 UNKNOWN_REFERENCE', async () => {
    for (const overrides of [{ weapon_id: 999_999 }, { tag_ids: [999_999] }]) {
      const res = await call('POST', '/build-submissions', submission(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.code).toBe('UNKNOWN_REFERENCE');
    }
  });

  it('keeps markup as text: what is sent is what comes back, as a JSON string', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const sent = await submit(await newPlayer('Wren'), { name, description: '<script>alert(1)</script>' });
    expect(sent).toMatchObject({ name, description: '<script>alert(1)</script>' });
  });

  it('refuses a bad decision, status filter or id with 400, an unknown id with 404', async () => {
    expect((await decide(1, { decision: 'publish' })).statusCode).toBe(400);
    expect((await call('GET', '/build-submissions?status=bogus', undefined, t.as.editor)).statusCode).toBe(
      400,
    );
    expect((await decide(Number.MAX_SAFE_INTEGER, { decision: 'approve' })).statusCode).toBe(400);
    expect((await decide(2_000_000_000, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('answers are private: never stored by a shared cache', async () => {
    const res = await call('GET', '/build-submissions/mine');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe(`nobody reviews their own submission (${engine()})`, () => {
  // Catches: an editor approving (or rejecting) the build they submitted themselves.
  it('an editor cannot decide on their own submission (403); another editor and an admin can', async () => {
    const author = await signIn(t, 'editor');
    const sent = await submit(author, { name: 'My own pick' });
    for (const body of [
      { decision: 'approve' },
      { decision: 'reject', note: 'No.' },
      { decision: 'request_changes', note: 'Hm.' },
    ]) {
      const res = await decide(sent.id, body, author);
      expect(res.statusCode, body.decision).toBe(403);
      expect(res.json().error.code).toBe('OWN_SUBMISSION');
    }
    const mine = (await call('GET', '/build-submissions/mine', undefined, author)).json().data;
    expect(mine.submissions[0]).toMatchObject({ id: sent.id, status: 'pending', reviews: [] });

    const other = await decide(sent.id, { decision: 'request_changes', note: 'Add a stock.' }, t.as.editor);
    expect(other.statusCode, other.body).toBe(200);
    const again = await call(
      'PUT',
      `/build-submissions/${sent.id}`,
      submission({ build_code: sent.build_code }),
      author,
    );
    expect(again.statusCode, again.body).toBe(200);
    const byAdmin = await decide(sent.id, { decision: 'approve' }, t.as.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.submission.status).toBe('approved');
  });

  // Catches: the rule waived for admins (four eyes means any reviewer but the author).
  it('an admin cannot decide on their own submission either', async () => {
    const admin = await signIn(t, 'admin');
    const sent = await submit(admin);
    const res = await decide(sent.id, { decision: 'approve' }, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OWN_SUBMISSION');
    expect((await decide(sent.id, { decision: 'approve' }, t.as.editor)).statusCode).toBe(200);
  });
});

describe(`a submission's image is the submitter's own upload (${engine()})`, () => {
  let colour = 0;
  /** POST /uploads as the web form sends it: one multipart file (a new image each time). */
  async function uploadImage(headers: Record<string, string>) {
    // Far apart colours: close ones encode to the same WebP, which is one upload of its first sender.
    const n = ++colour;
    const background = { r: (n * 97) % 256, g: (n * 53) % 256, b: (n * 29) % 256 };
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
    const boundary = '----dfwikisub';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { url: string; thumb: { url: string } };
  }

  const refused = async (player: Record<string, string>, image: string, code: string) => {
    const res = await call('POST', '/build-submissions', submission({ weapon_builder_img: image }), player);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['weapon_builder_img']);
  };

  // Catches: a screenshot on another host, fetched by the reviewer's browser (their address leaks).
  it.each([
    'https://attacker.example/pixel.png',
    'https://localhost/uploads/x.webp',
    '//attacker.example/pixel.png',
  ])('refuses an image on another host (%s) with 400 and the field named', async (image) => {
    await refused(await newPlayer('Magpie'), image, 'VALIDATION_ERROR');
  });

  // Catches: one account's upload used in another's submission, and the site's own static files.
  it("refuses another account's upload or a site image with 400 NOT_OWN_UPLOAD", async () => {
    const owner = await newPlayer('Rook');
    const theirs = await uploadImage(owner);
    const player = await newPlayer('Jackdaw');
    await refused(player, theirs.url, 'NOT_OWN_UPLOAD');
    await refused(player, theirs.thumb.url, 'NOT_OWN_UPLOAD');
    await refused(player, `/uploads/${'0'.repeat(64)}.webp`, 'NOT_OWN_UPLOAD'); // no such upload
    await refused(player, '/images/weapon-placeholder.svg', 'NOT_OWN_UPLOAD');
  });

  // Catches: the check refusing the real flow (the form uploads, then sends the upload's url).
  it("accepts the submitter's own upload, on submit and on an edit; not another's on an edit", async () => {
    const player = await newPlayer('Starling');
    const mine = await uploadImage(player);
    const sent = await submit(player, { weapon_builder_img: mine.url });
    expect(sent).toMatchObject({ weapon_builder_img: mine.url });
    const other = await uploadImage(await newPlayer('Pipit'));
    const edit = (image: string) =>
      call(
        'PUT',
        `/build-submissions/${sent.id}`,
        submission({ build_code: sent.build_code, weapon_builder_img: image }),
        player,
      );
    const stolen = await edit(other.url);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('NOT_OWN_UPLOAD');
    const second = await uploadImage(player);
    const ok = await edit(second.url);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.submission.weapon_builder_img).toBe(second.url);
  });
});

describe(`build submission roles (${engine()})`, () => {
  const routes = [
    { method: 'POST', url: '/build-submissions', least: 'user', body: () => submission() },
    { method: 'GET', url: '/build-submissions/mine', least: 'user' },
    { method: 'PUT', url: '/build-submissions/2000000000', least: 'user', body: () => submission() },
    { method: 'GET', url: '/build-submissions', least: 'editor' },
    {
      method: 'POST',
      url: '/build-submissions/2000000000/decision',
      least: 'editor',
      body: () => ({ decision: 'approve' }),
    },
  ] as const;
  const RANK: Record<Role, number> = { anonymous: -1, user: 0, editor: 1, admin: 2 };

  for (const route of routes)
    for (const role of ROLES)
      it(`${route.method} ${route.url} as ${role}`, async () => {
        const body = 'body' in route ? route.body() : undefined;
        const res = await call(route.method, route.url, body, t.as[role]);
        if (role === 'anonymous') expect(res.statusCode).toBe(401);
        else if (RANK[role] < RANK[route.least]) expect(res.statusCode).toBe(403);
        else expect([200, 201, 404], res.body).toContain(res.statusCode);
      });

  it('an editor who writes a build without a creator name is credited with it', async () => {
    const res = await call('POST', `/weapons/${weapon.id}/builds`, { name: 'Editor pick' }, t.as.editor);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.build).toMatchObject({
      creator_name: 'editor',
      creator_contributions: 1,
      submitted_at: null,
    });
    const named = await call(
      'POST',
      `/weapons/${weapon.id}/builds`,
      { name: 'From a list', creator_name: 'Somebody' },
      t.as.editor,
    );
    expect(named.json().data.build).toMatchObject({ creator_name: 'Somebody', creator_contributions: 1 });
  });
});
