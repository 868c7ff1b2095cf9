// What the control-character guard lets through is stored as sent: line breaks and tabs in
// multi-line fields, a character outside the BMP. These reach the database, so they run on both
// engines; the refusals (control-characters.test.ts) never reach it and run on PGlite only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, engine, type TestApp } from '../harness';

let t: TestApp;
let weapon: { id: number; slug: string };
beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  weapon = (await callApi(t, 'GET', '/weapons?limit=1')).json().data.weapons[0];
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;
const buildCode = () => `6CTRS${String(++serial).padStart(16, '0')}`;

describe(`text the control-character guard lets through (${engine()})`, () => {
  // Catches: a check that only looks at values (a key is text too) or misses unpaired surrogates.
  it('refuses a control character in a key and a lone surrogate', async () => {
    const key = await callApi(t, 'POST', '/build-tags', { 'na\u0000me': 'x' }, t.as.editor);
    expect(key.statusCode).toBe(400);
    expect(key.json().error).toMatchObject({ code: 'CONTROL_CHARACTER', details: [{ path: 'na\\u0000me' }] });
    const lone = await callApi(t, 'POST', '/build-tags', { name: 'Tag \ud800' }, t.as.editor);
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error).toMatchObject({ code: 'CONTROL_CHARACTER', details: [{ path: 'name' }] });
    const pair = await callApi(t, 'POST', '/build-tags', { name: `Tag ${unique()} \u{1F525}` }, t.as.editor);
    expect(pair.statusCode, pair.body).toBe(201);
  });

  // Catches: a guard that also refuses the line breaks and tabs multi-line fields are made of, or
  // one that lets them into a one-line field.
  it('keeps tab, LF and CR in multi-line fields and refuses them in one-line fields', async () => {
    const description = 'First line\n\tindented\r\nlast line';
    const build = await callApi(
      t,
      'POST',
      `/weapons/${weapon.id}/builds`,
      { name: `Multi ${unique()}`, description },
      t.as.editor,
    );
    expect(build.statusCode, build.body).toBe(201);
    expect(build.json().data.build.description).toBe(description);
    const submission = await callApi(
      t,
      'POST',
      '/build-submissions',
      { weapon_id: weapon.id, name: 'Two lines', description: 'a\nb', build_code: buildCode() },
      t.as.user,
    );
    expect(submission.statusCode, submission.body).toBe(201);
    for (const ws of ['\n', '\t', '\r']) {
      const res = await callApi(t, 'POST', '/build-tags', { name: `Tag${ws}Two` }, t.as.editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ path: 'name', rule: 'control_character' });
    }
  });
});
