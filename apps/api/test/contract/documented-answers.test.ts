/* eslint-disable @typescript-eslint/no-explicit-any -- these tests walk JSON answers generically */
// Every GET operation listed in /api/docs/json is called (path parameters filled with real ids),
// and each answer is validated against the JSON schema the document gives for it, so a third-party
// client built from the document reads what the server really sends.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sampleTtkQuery, type TestApp } from '../harness';

type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, any> }>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
const sample: Record<string, string> = {};
/** The query string an operation needs to answer 200, by operation id. */
const queries: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const weapons = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons' })).json();
  const keycards = (await t.app.inject({ method: 'GET', url: '/api/v1/keycards' })).json();
  sample.id = String(weapons.data.weapons[0].id);
  sample.keycardId = keycards.data.keycards[0].id;
  const versions = (await t.app.inject({ method: 'GET', url: '/api/v1/rotation/versions' })).json();
  sample.rotationId = String(versions.data.versions[0].id);
  sample.roundId = (await t.app.inject({ method: 'GET', url: '/api/v1/ammo' })).json().data.rounds[0].id;
  const { armor } = (await t.app.inject({ method: 'GET', url: '/api/v1/armor' })).json().data;
  sample.armorId = armor[0].id;
  sample.slug = (await t.app.inject({ method: 'GET', url: '/api/v1/maps' })).json().data.maps[0].slug;
  queries.getTtk = await sampleTtkQuery(t);
  queries.listRevisions = `?entity=weapon&id=${sample.id}`;
  // A published guide (GET /guides/{idOrSlug}): written by a player, published by an editor.
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const guide = { title: 'Contract guide', body: '## Where\n\nHere.', category: 'tactics', language: 'en' };
  const written = (await post('/guides', guide, t.as.user)).json().data.guide;
  await post(`/guides/${written.id}/decision`, { decision: 'approve' }, t.as.editor);
  sample.guideSlug = written.slug;
  // A public change (the sample import's batch): GET /recent-changes/{revisionId}.
  const recent = (await t.app.inject({ method: 'GET', url: '/api/v1/recent-changes' })).json();
  sample.revisionId = String(recent.data.changes[0].id);
});
afterAll(() => t.close());

function validatorFor(schema: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The document's component schemas sit beside the answer's, so `#/components/…` refs resolve.
  return ajv.compile({ ...(schema as object), components: doc.components });
}

/** An `{id}` names a weapon, except under these tags. */
const ID_BY_TAG: Record<string, string> = {
  keycards: 'keycardId',
  rotation: 'rotationId',
  ammo: 'roundId',
  armor: 'armorId',
  guides: 'guideSlug',
};
const fill = (path: string, tag: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'id' && ID_BY_TAG[tag] ? sample[ID_BY_TAG[tag]]! : sample[name]!,
  );

describe('every documented GET answers what its document says', () => {
  it('covers every GET operation', async () => {
    const gets = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.get ? [{ path, op: ops.get as { operationId: string; tags: string[]; responses: any } }] : [],
    );
    expect(gets.length).toBeGreaterThanOrEqual(12);
    for (const { path, op } of gets) {
      const url = fill(path, op.tags[0]!) + (queries[op.operationId] ?? '');
      const res = await t.app.inject({ method: 'GET', url, headers: t.as.admin });
      expect(res.statusCode, `${op.operationId} ${url}`).toBe(200);
      const schema = op.responses['200']?.content?.['application/json']?.schema;
      expect(schema, `${op.operationId} documents its 200 answer`).toBeDefined();
      const validate = validatorFor(schema);
      const ok = validate(res.json());
      expect(ok ? [] : validate.errors, `${op.operationId} ${url}`).toEqual([]);
    }
  });

  it('documents every error answer with the shared error envelope', async () => {
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          expect(response.content['application/json'].schema, `${method} ${path} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
  });

  it('a wrong answer fails the check (the check can fail)', async () => {
    const schema =
      doc.paths['/api/v1/weapons/{id}']!.get!.responses['200'].content['application/json'].schema;
    const validate = validatorFor(schema);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/weapons/${sample.id}` });
    const body = res.json();
    expect(validate(body)).toBe(true);
    delete body.data.weapon.tier;
    expect(validate(body)).toBe(false);
  });
});
