// The words of /api/docs live in openapi-texts.json: every served operation and tag has its words
// there, and nothing there is left over from a route that is gone.
import { KEYCARD_LIST_HISTORY } from '@dfwiki/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import texts from '../../src/http/openapi-texts.json';
import { createTestApp, type TestApp } from '../harness';

interface Doc {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>;
}

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

it('has words for exactly the served operations', () => {
  const served = operations().map((op) => op.operationId);
  expect(served.sort()).toEqual(Object.keys(texts.operations).sort());
  for (const op of operations())
    expect(op.summary).toBe(texts.operations[op.operationId as never]['summary']);
});

it('describes exactly the tags the operations use', () => {
  const used = new Set(operations().flatMap((op) => op.tags));
  expect([...used].sort()).toEqual(Object.keys(texts.tags).sort());
  expect(doc.tags.map((tag) => tag.name)).toEqual(Object.keys(texts.tags));
});

it('fills in the values a route passes', () => {
  expect(JSON.stringify(doc)).toContain(`the newest ${KEYCARD_LIST_HISTORY} price changes`);
  expect(JSON.stringify(doc)).not.toMatch(/\{[A-Z_]+\}/);
});
