import { describe, expect, it } from 'vitest';
import {
  RouterContextProvider,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { pageLoader } from './page-loader';
import { queryClientContext } from '../take-over/request-context';

const itemQuery = (id: string) =>
  queryOptions({ queryKey: ['item', id] as const, queryFn: () => Promise.resolve({ id }) });
const failingQuery = queryOptions({
  queryKey: ['broken'] as const,
  queryFn: (): Promise<string> => Promise.reject(new Error('down')),
});

function argsFor(url: string, params: Record<string, string>, queryClient: QueryClient) {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return { request: new Request(url), params, context } as unknown as LoaderFunctionArgs;
}

describe('pageLoader', () => {
  const data = pageLoader(({ params, search }) => [itemQuery(`${params.id}:${search.get('v') ?? ''}`)]);

  it("puts the page's reads in the request's client, built from its params and query", async () => {
    const client = new QueryClient();
    await expect(data.loader(argsFor('http://x/items/7?v=2', { id: '7' }, client))).resolves.toBeNull();
    expect(client.getQueryData(['item', '7:2'])).toEqual({ id: '7:2' });
  });

  it('keeps a failed read as an error for the page to show, instead of failing the route', async () => {
    const client = new QueryClient();
    const broken = pageLoader(() => [failingQuery]);
    await expect(broken.loader(argsFor('http://x/', {}, client))).resolves.toBeNull();
    expect(client.getQueryState(['broken'])?.error).toBeInstanceOf(Error);
  });

  it('runs again only when the reads change', () => {
    const revalidate = (from: string, to: string, fromId = '1', toId = '1') =>
      data.shouldRevalidate({
        currentUrl: new URL(from),
        nextUrl: new URL(to),
        currentParams: { id: fromId },
        nextParams: { id: toId },
      } as unknown as ShouldRevalidateFunctionArgs);
    expect(revalidate('http://x/a?v=1', 'http://x/a?v=1&other=3')).toBe(false);
    expect(revalidate('http://x/a?v=1', 'http://x/a?v=2')).toBe(true);
    expect(revalidate('http://x/a', 'http://x/b', '1', '2')).toBe(true);
  });
});
