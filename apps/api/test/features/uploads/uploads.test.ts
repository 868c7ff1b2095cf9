import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { builds, keycards, uploads, weapons } from '../../../src/db/schema';
import { removeUnattachedUploads, startUploadCleanup } from '../../../src/features/uploads/cleanup';
import { uploadsFolder } from '../../../src/features/uploads/routes';
import { UNATTACHED_UPLOADS_MAX } from '../../../src/features/uploads/service';
import { UPLOAD_LIMIT } from '../../../src/http/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, engine, login, signIn, type TestApp } from '../../harness';

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-up-'));
fs.writeFileSync(path.join(dataDir, 'cookie-secret'), 'TOP-SECRET-cookie-secret-0123456789abcdef');
fs.writeFileSync(path.join(dataDir, `${'b'.repeat(64)}.webp`), 'TOP-SECRET outside the uploads folder');
beforeAll(async () => {
  t = await createTestApp({ config: { DATA_DIR: dataDir }, sessions: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----dfwikitest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (file: Buffer, filename = 'a.png', type = 'image/png', headers = t.as.editor) => {
  const m = multipart(file, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: m.payload,
    headers: { ...headers, ...m.headers },
  });
};

describe(`uploads (${engine()})`, () => {
  it('re-encodes to WebP with the longest side at most 1920 px and serves it with long caching', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.webp$/),
      thumb: { url: expect.stringContaining('.thumb.webp') },
    });
    expect(data.display_url).toBe(data.url);
    const file = await t.app.inject({ method: 'GET', url: data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1920);
    // delete_url is editor+
    expect(
      (await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: t.as.user })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: t.as.editor })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('judges by magic bytes, not by name: a script named .png is refused with 415', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'.repeat(10)), 'evil.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_IMAGE');
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script>'),
    ]);
    expect((await upload(polyglot)).statusCode).toBe(415);
  });

  it('refuses files over 10 MB with 413 and non-multipart with 415', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 100, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    const json = await callApi(t, 'POST', '/uploads', { image: 'x' }, t.as.editor);
    expect(json.statusCode).toBe(415);
  });

  // Catches: decoding an image whose header promises more pixels than the limit (40 MP). This
  // 20,000 × 20,000 PNG is 50 kB on the wire but 400 MP decoded: without the limit, sharp spends
  // seconds and gigabytes on it.
  it('refuses a decompression bomb (a 400 MP PNG of 50 kB) with 415 in well under a second', async () => {
    const side = 20_000;
    const row = Buffer.alloc(1 + side / 8); // filter byte + 1-bit pixels, all zero
    const raw = Buffer.alloc(row.length * side);
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(200_000);
    const started = Date.now();
    const res = await upload(png, 'bomb.png');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('INVALID_IMAGE');
    expect(took).toBeLessThan(1000);
    console.log(`[figures] 400 MP PNG bomb refused in ${took} ms`);
  });

  // Catches: an editor (or a stolen editor session) re-encoding images without limit.
  it(`rate-limits uploads per user: ${UPLOAD_LIMIT.max} per window, then 429; another editor goes on`, async () => {
    const mine = await signIn(t, 'editor');
    const junk = Buffer.from('not an image at all');
    for (let i = 0; i < UPLOAD_LIMIT.max; i++)
      expect((await upload(junk, 'a.png', 'image/png', mine)).statusCode).toBe(415);
    const limited = await upload(junk, 'a.png', 'image/png', mine);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await upload(junk, 'a.png', 'image/png', t.as.editor)).statusCode).toBe(415);
  });

  // Catches: any editor deleting anyone's image, and deleting an image a page still shows.
  it('only the uploader or an admin deletes an upload, and never one a weapon still shows (409)', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a1b2c3' } })
      .png()
      .toBuffer();
    const { data } = (await upload(png)).json(); // uploaded by t.as.editor
    const otherEditor = await signIn(t, 'editor');
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: data.delete_url, headers });
    const [weapon] = await t.db.select().from(weapons).limit(1);
    await t.db.update(weapons).set({ imageUrl: data.url }).where(eq(weapons.id, weapon!.id));
    const other = await del(otherEditor);
    expect(other.statusCode).toBe(403);
    const inUse = await del(t.as.editor);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('UPLOAD_IN_USE');
    expect(inUse.json().error.message).toContain(weapon!.name);
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(200);
    await t.db.update(weapons).set({ imageUrl: weapon!.imageUrl }).where(eq(weapons.id, weapon!.id));
    expect((await del(t.as.admin)).statusCode).toBe(200); // an admin may delete another's upload
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  // Catches: an in-use check that forgets builds (a submitted screenshot would break on its page).
  it('keeps an upload a build still shows (409 naming the build)', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const { data } = (await upload(png)).json();
    const [build] = await t.db.select().from(builds).limit(1);
    await t.db.update(builds).set({ weaponStatsImg: data.url }).where(eq(builds.id, build!.id));
    const inUse = await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: t.as.admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toContain(`build ${build!.name}`);
    await t.db.update(builds).set({ weaponStatsImg: build!.weaponStatsImg }).where(eq(builds.id, build!.id));
    expect(
      (await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: t.as.admin })).statusCode,
    ).toBe(200);
  });

  // Catches: a file-name check that lets a path out of the uploads folder. The targets exist:
  // DATA_DIR/cookie-secret next to the uploads folder, and a .webp file outside it.
  it.each([
    '/uploads/..%2Fcookie-secret',
    '/uploads/..%2F..%2F' + path.basename(dataDir) + '%2Fcookie-secret',
    `/uploads/..%2F${'b'.repeat(64)}.webp`,
    `/uploads/%2e%2e%2f${'b'.repeat(64)}.webp`,
    '/uploads/../cookie-secret',
  ])('refuses a path out of the uploads folder to an existing file: %s', async (url) => {
    expect(fs.existsSync(path.join(dataDir, 'cookie-secret'))).toBe(true);
    const res = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('TOP-SECRET');
  });

  it.each([
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/../../etc/passwd',
    `/uploads/${'a'.repeat(64)}.webp%00.png`,
    '/uploads/%2e%2e%2fcookie-secret',
  ])('refuses path traversal %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });

  it('needs an account: a player may upload the image of a build they submit, but not delete', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', {})).statusCode).toBe(401);
    const res = await upload(png, 'a.png', 'image/png', t.as.user);
    expect(res.statusCode).toBe(201);
    const { delete_url } = res.json().data;
    expect((await t.app.inject({ method: 'DELETE', url: delete_url, headers: t.as.user })).statusCode).toBe(
      403,
    );
  });
});

describe(`images only from this site (${engine()})`, () => {
  // Catches: a CSP that lets a page load images from any https host (a reader's address leaks).
  it("the CSP's img-src is 'self' only: no https:, data: or blob:", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/maps' });
    const imgSrc = /(?:^|;\s*)img-src([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc?.trim()).toBe("'self'");
  });
});

describe(`editor forms take only this site's images (${engine()})`, () => {
  const own = `/uploads/${'d'.repeat(64)}.webp`;
  // Catches: an editor form that still stores a link to another host, shown to every reader.
  it.each([
    ['a weapon image', 'weapon', 'image_url'],
    ['a keycard location image', 'keycard', 'location_img'],
    ['a build avatar', 'build', 'creator_avatar'],
    ['a build screenshot', 'build', 'weapon_stats_img'],
  ])(
    '%s: another host is a 400 naming the field; an upload or a site image is saved',
    async (_l, kind, field) => {
      const [weapon] = await t.db.select().from(weapons).limit(1);
      const [card] = await t.db.select().from(keycards).limit(1);
      const save = (image: string) =>
        kind === 'weapon'
          ? callApi(t, 'PATCH', `/weapons/${weapon!.id}`, { [field]: image }, t.as.editor)
          : kind === 'keycard'
            ? callApi(t, 'PATCH', `/keycards/${card!.id}`, { [field]: image }, t.as.editor)
            : callApi(
                t,
                'POST',
                `/weapons/${weapon!.id}/builds`,
                { name: 'Pic', [field]: image },
                t.as.editor,
              );
      for (const foreign of [
        'https://attacker.example/p.png',
        'http://attacker.example/p.png',
        '//a.example/p.png',
      ]) {
        const res = await save(foreign);
        expect(res.statusCode, foreign).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
        expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
      }
      for (const image of [own, '/images/weapon-placeholder.svg']) {
        const res = await save(image);
        expect([200, 201], `${image}: ${res.body}`).toContain(res.statusCode);
      }
      await t.db.update(weapons).set({ imageUrl: weapon!.imageUrl }).where(eq(weapons.id, weapon!.id));
      await t.db.update(keycards).set({ locationImg: card!.locationImg }).where(eq(keycards.id, card!.id));
    },
  );
});

describe(`unused uploads: quota and clean-up (${engine()})`, () => {
  const dir = () => uploadsFolder(t.ctx);
  const filesIn = () => fs.readdirSync(dir()).sort();
  let shade = 0;
  /** A PNG no other test sends (far apart colours, so no two encode to the same WebP). */
  const newPng = () => {
    const n = ++shade;
    const background = { r: (n * 71) % 256, g: (n * 149) % 256, b: (n * 211) % 256 };
    return sharp({ create: { width: 20, height: 12, channels: 3, background } })
      .png()
      .toBuffer();
  };
  const hashOf = (url: string) => /[a-f0-9]{64}/.exec(url)![0];
  const rowOf = async (sha: string) => (await t.db.select().from(uploads).where(eq(uploads.sha256, sha)))[0];
  const age = (sha: string, hours: number) =>
    t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000).toISOString() })
      .where(eq(uploads.sha256, sha));

  // Catches: an account (or a script with a stolen session) filling the disk with images no page uses.
  it(`refuses an upload past ${UNATTACHED_UPLOADS_MAX} unused ones with 429 UPLOAD_QUOTA, storing nothing`, async () => {
    const { id, email } = await createUser(t, 'editor');
    const { headers } = await login(t, email);
    const fake = Array.from({ length: UNATTACHED_UPLOADS_MAX }, (_, i) => {
      const sha = `${'c'.repeat(56)}${String(i).padStart(8, '0')}`;
      return { sha256: sha, fileName: `${sha}.webp`, mime: 'image/webp', bytes: 1, width: 1, height: 1 };
    });
    await t.db.insert(uploads).values(fake.map((row) => ({ ...row, createdBy: id })));
    const rowsBefore = (await t.db.select({ id: uploads.id }).from(uploads)).length;
    const filesBefore = filesIn();
    const png = await newPng();

    const refused = await upload(png, 'a.png', 'image/png', headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('UPLOAD_QUOTA');
    expect((await t.db.select({ id: uploads.id }).from(uploads)).length).toBe(rowsBefore);
    expect(filesIn()).toEqual(filesBefore);

    // Only unused images count: once a page shows one, there is room for one more.
    const [card] = await t.db.select().from(keycards).limit(1);
    await t.db
      .update(keycards)
      .set({ locationImg: `/uploads/${fake[0]!.sha256}.webp` })
      .where(eq(keycards.id, card!.id));
    const accepted = await upload(png, 'a.png', 'image/png', headers);
    expect(accepted.statusCode, accepted.body).toBe(201);
    await t.db.update(keycards).set({ locationImg: card!.locationImg }).where(eq(keycards.id, card!.id));
    await t.db.delete(uploads).where(
      inArray(
        uploads.sha256,
        fake.map((f) => f.sha256),
      ),
    );
  });

  // Catches: unused images kept for ever, and a clean-up that takes one a page shows or one just sent.
  it('removes an unused upload older than a day (row and files); keeps a used one and a young one', async () => {
    const send = async () => hashOf((await upload(await newPng())).json().data.url);
    const [oldUnused, oldUsed, young] = [await send(), await send(), await send()];
    await age(oldUnused, 25);
    await age(oldUsed, 25);
    const [build] = await t.db.select().from(builds).limit(1);
    await t.db
      .update(builds)
      .set({ weaponControlImg: `/uploads/${oldUsed}.thumb.webp` })
      .where(eq(builds.id, build!.id));

    const removed = await removeUnattachedUploads(t.db, dir());
    expect(removed).toEqual([oldUnused]);
    expect(await rowOf(oldUnused)).toBeUndefined();
    expect(fs.existsSync(path.join(dir(), `${oldUnused}.webp`))).toBe(false);
    expect(fs.existsSync(path.join(dir(), `${oldUnused}.thumb.webp`))).toBe(false);
    for (const kept of [oldUsed, young]) {
      expect(await rowOf(kept)).toBeDefined();
      expect(fs.existsSync(path.join(dir(), `${kept}.webp`))).toBe(true);
      expect(fs.existsSync(path.join(dir(), `${kept}.thumb.webp`))).toBe(true);
    }
    // With the clock a day on, the young one goes too; the used one never does.
    const later = () => new Date(Date.now() + 25 * 3_600_000);
    expect(await removeUnattachedUploads(t.db, dir(), { now: later })).toContain(young);
    expect(await rowOf(oldUsed)).toBeDefined();
    // Taken off the page, it is unused and goes on the next pass.
    await t.db
      .update(builds)
      .set({ weaponControlImg: build!.weaponControlImg })
      .where(eq(builds.id, build!.id));
    expect(await removeUnattachedUploads(t.db, dir())).toEqual([oldUsed]);
  });

  // Catches: a job that only waits for its first tick (an hour), or keeps running after stop.
  it('the job runs once when started and again on its timer; stop waits for the pass in progress', async () => {
    const first = hashOf((await upload(await newPng())).json().data.url);
    await age(first, 25);
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), error: (_e: unknown, m: string) => logged.push(m) };
    const job = startUploadCleanup(t.db, dir(), log, { everyMs: 50 });
    expect(await job.run()).toEqual([]); // queued after the start pass, which already removed it
    expect(await rowOf(first)).toBeUndefined();
    expect(logged).toEqual(['Removed 1 unused uploads older than a day.']);

    const second = hashOf((await upload(await newPng())).json().data.url);
    await age(second, 25);
    await expect.poll(async () => rowOf(second), { timeout: 2000, interval: 20 }).toBeUndefined();
    await job.stop();
    const third = hashOf((await upload(await newPng())).json().data.url);
    await age(third, 25);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowOf(third)).toBeDefined();
    expect(await job.run()).toEqual([]); // stopped: no more passes
  });
});
