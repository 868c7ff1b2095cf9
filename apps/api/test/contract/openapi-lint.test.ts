// The served OpenAPI description passes Redocly's recommended ruleset with no error and no warning,
// so a third-party developer can trust /api/docs.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('passes the recommended ruleset with 0 errors and 0 warnings', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const problems = await lintFromString({
    source: res.body,
    absoluteRef: '/api/docs/json',
    config: await createConfig({ extends: ['recommended'] }),
  });
  const lines = problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`,
  );
  expect(lines).toEqual([]);
});
