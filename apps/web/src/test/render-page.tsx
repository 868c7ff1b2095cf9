// One way to render a page in a component test: the real page inside a memory router and a fresh
// QueryClient (no retries) and the toasts, with the API answered at the network boundary (`fetch`).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';

export function renderPage(element: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers API calls by path (without `/api/v1`): each handler gets the URL and request and returns
 * the JSON body; an unknown path answers 404. Returns the mock to inspect the calls.
 */
export function serveApi(handlers: Record<string, (url: URL, init?: RequestInit) => unknown>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const handler = handlers[url.pathname.replace(/^\/api\/v1/, '')];
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: url.pathname } }, 404);
    return jsonResponse(handler(url, init));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** One page holding every row, as the API answers a short list. */
export const onePage = <K extends string>(name: K, rows: unknown[]) => ({
  data: { [name]: rows, page: { offset: 0, limit: 200, total: rows.length, next_offset: null } },
});
