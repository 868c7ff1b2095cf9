// Published guides for the specs: a new player writes one through the API and the seeded admin
// approves it (nobody decides their own guide), so a page of it exists.
import type { Guide, GuideInputRaw } from '@dfwiki/shared';
import { ADMIN, apiRegister, apiSignIn, newAccount } from './accounts';
import { expect, type APIRequestContext } from './fixtures';

interface Playwright {
  request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> };
}

/** Writes `input` as a new player and publishes it; answers the published guide and the writer's nickname and email. */
export async function publishGuide(
  playwright: Playwright,
  baseURL: string,
  input: GuideInputRaw,
): Promise<{ guide: Guide; nickname: string; email: string }> {
  const account = newAccount('Writer');
  const origin = { origin: baseURL };
  const player = await playwright.request.newContext({ baseURL });
  await apiRegister(player, baseURL, account);
  const started = await player.post('/api/v1/guides', { data: input, headers: origin });
  expect(started.status(), await started.text()).toBe(201);
  const id = ((await started.json()) as { data: { guide: Guide } }).data.guide.id;
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, baseURL, ADMIN);
  const approved = await admin.post(`/api/v1/guides/${id}/decision`, {
    data: { decision: 'approve', note: '' },
    headers: origin,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const guide = ((await approved.json()) as { data: { guide: Guide } }).data.guide;
  await player.dispose();
  await admin.dispose();
  return { guide, nickname: account.nickname, email: account.email };
}

let sample: Promise<Guide> | undefined;

/** One published guide per worker, for the specs that visit every public page. */
export function sampleGuide(playwright: Playwright, baseURL: string): Promise<Guide> {
  sample ??= publishGuide(playwright, baseURL, {
    title: 'Sample guide for every page',
    body: '## First\n\nOne.\n\n## Second\n\nTwo.\n\n## Third\n\nThree.',
    category: 'beginners',
    language: 'en',
  }).then((r) => r.guide);
  return sample;
}
