// Corrections as the API answers them, and an API stand-in by method and path, for the tests of
// the correction dialog, My corrections and the editors' queue.
import { vi } from 'vitest';
import type { Correction } from '@dfwiki/shared';
import { jsonResponse } from './render-page';

export const correction = (over: Partial<Correction> = {}): Correction => ({
  id: 11,
  entity: 'weapon',
  entity_id: '7',
  entity_name: 'M4A1 Assault Rifle',
  field: 'damage',
  current_value: 30,
  value: 31.5,
  source_url: 'https://example.org/patch-notes',
  note: 'Patch 1.4 changed it.',
  status: 'pending',
  author: { id: 3, nickname: 'Lapwing' },
  created_at: '2026-11-20T10:00:00.000Z',
  reviewer: null,
  decided_at: null,
  decision_note: '',
  ...over,
});

export const signedIn = (id = 3, role: 'user' | 'editor' | 'admin' = 'user') => ({
  data: { isValid: true, user: { id, nickname: `User ${id}`, email: 'u@example.com', role: { name: role } } },
});
export const signedOut = { data: { isValid: false, user: null } };

type Answer = unknown | { status: number; body: unknown };
const isStatus = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a;

/** Answers API calls by `'METHOD /path'` or the path alone, with a status when one is given. */
export function serveCorrectionsApi(handlers: Record<string, (url: URL, init?: RequestInit) => Answer>) {
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

/** The JSON bodies sent with `method` to a path ending in `path`. */
export const bodiesSent = (fetch: ReturnType<typeof serveCorrectionsApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://test').pathname.endsWith(path),
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
