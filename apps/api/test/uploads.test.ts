import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine } from './helpers';
import { sessionsFor, type Role } from './sessions';

let t: Awaited<ReturnType<typeof createTestApp>>;
let as: Record<Role, Record<string, string>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-up-'));
beforeAll(async () => {
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  as = await sessionsFor(t);
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
const upload = (file: Buffer, filename = 'a.png', type = 'image/png', headers = as.editor) => {
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
      (await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: as.user })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: data.delete_url, headers: as.editor })).statusCode,
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
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: { image: 'x' },
      headers: as.editor,
    });
    expect(json.statusCode).toBe(415);
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

  it('needs an editor', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', {})).statusCode).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', as.user)).statusCode).toBe(403);
  });
});
