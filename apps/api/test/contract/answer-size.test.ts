// Lean list answers: on the sample data the public lists stay within their gzipped size targets
// (the same targets `npm run bench` prints), so a field added to a list item is a deliberate choice.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each([
  ['/api/v1/weapons', 8],
  ['/api/v1/keycards', 12], // 82 keys of five maps, about 150 bytes each
  ['/api/v1/ammo', 8],
  ['/api/v1/armor', 8],
  ['/api/v1/weapon-models', 8],
])('%s is at most %i KB gzipped', async (url, targetKb) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(gzipSync(res.rawPayload).length / 1024).toBeLessThanOrEqual(targetKb);
});
