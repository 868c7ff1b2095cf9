// Guides as the API answers them, for this feature's component tests.
import type { Guide } from '@dfwiki/shared';
import { jsonResponse } from '../../test/render-page';
import { vi } from 'vitest';

export const guide = (over: Partial<Guide> = {}): Guide => ({
  id: 5,
  slug: 'recoil-control-basics',
  title: 'Recoil control basics',
  category: 'weapons',
  language: 'en',
  status: 'pending',
  subject: { type: 'weapon', id: 7, slug: 'm4a1', name: 'M4A1' },
  author: { id: 1, nickname: 'Writer' },
  excerpt: 'Pull down and a little left.',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  body: '## Pull\n\nPull down and a little left.',
  html: '<h2 id="pull">Pull</h2><p>Pull down and a little left.</p>',
  headings: [{ level: 2, id: 'pull', text: 'Pull' }],
  reviews: [],
  version: 3,
  ...over,
});

export const signedIn = (id = 1, role: 'user' | 'editor' | 'admin' = 'user') => ({
  data: { isValid: true, user: { id, nickname: `User ${id}`, email: 'u@example.com', role: { name: role } } },
});

type Answer = unknown | { status: number; body: unknown };
const isStatus = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a;

/**
 * Answers API calls by method and path (`'POST /guides'`, or just the path for any method), with a
 * status when the handler gives one (`{ status: 429, body }`); an unknown path answers 404.
 */
export function serveGuidesApi(handlers: Record<string, (url: URL, init?: RequestInit) => Answer>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`] ?? handlers[path];
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: path } }, 404);
    const answer = handler(url, init);
    return isStatus(answer) ? jsonResponse(answer.body, answer.status) : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON bodies sent to `method path`. */
export const sent = (fetch: ReturnType<typeof serveGuidesApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://test').pathname.endsWith(path),
    )
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? 'null')) as unknown,
      headers: init?.headers as Record<string, string>,
    }));
