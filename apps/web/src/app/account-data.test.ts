import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '../lib/api-client';
import { forgetAccount, sessionQuery } from '../lib/queries/session';
import { keycardsQuery } from '../lib/queries/keycards';
import { weaponsQuery } from '../lib/queries/weapons';
import { usersQuery } from '../features/admin/api/users';
import { reviewQueueQuery } from '../features/admin/api/review-queue';
import { mySubmissionsQuery, savedBuildsQuery } from '../lib/queries/my-lists';
import { jsonResponse, onePage } from '../test/render-page';

const ANSWERS: Record<string, unknown> = {
  '/auth/check-token': { data: { isValid: true, user: null } },
  '/users': { data: { users: [] } },
  '/build-submissions': onePage('submissions', []),
  '/build-submissions/mine': { data: { submissions: [] } },
  '/my/saved-builds': { data: { saved_builds: [] } },
  '/weapons': onePage('weapons', []),
  '/keycards': onePage('keycards', []),
};

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('forgetAccount (login and logout)', () => {
  it('drops the session and every account’s private list, and keeps the public data', async () => {
    setApiTransport(async (input) => {
      const path = new URL(String(input), 'http://test').pathname.replace(/^\/api\/v1/, '');
      return jsonResponse(ANSWERS[path]);
    });
    const client = new QueryClient();
    const account = [sessionQuery, usersQuery, reviewQueueQuery, mySubmissionsQuery, savedBuildsQuery];
    const shared = [weaponsQuery, keycardsQuery];
    for (const query of [...account, ...shared]) await client.fetchQuery(query as typeof weaponsQuery);

    forgetAccount(client);

    for (const query of account) expect(client.getQueryState(query.queryKey)).toBeUndefined();
    for (const query of shared) expect(client.getQueryData(query.queryKey)).toEqual([]);
    client.clear();
  });
});
