import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A paged list endpoint at the network boundary, sliced by limit and offset like the API. */
function serveList(key: string, total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({ id: i }));
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(200, Number(url.searchParams.get('limit') ?? 200));
    const next = offset + limit < total ? offset + limit : null;
    return json({
      data: { [key]: rows.slice(offset, offset + limit), page: { offset, limit, total, next_offset: next } },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('fetchAllPages', () => {
  it('follows next_offset until null: 450 keycards come in 3 pages, every row once', async () => {
    const fetch = serveList('keycards', 450);
    const rows = await fetchAllPages<{ id: number }>('/keycards', 'keycards');
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 450 }, (_, i) => i));
    // The first page is the plain URL (the one the HTML preloads), the rest follow next_offset.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/keycards',
      '/api/v1/keycards?limit=200&offset=200',
      '/api/v1/keycards?limit=200&offset=400',
    ]);
  });

  it('reads 250 weapons in 2 pages', async () => {
    serveList('weapons', 250);
    expect(await fetchAllPages('/weapons', 'weapons')).toHaveLength(250);
  });

  it('asks once for a list that fits one page', async () => {
    const fetch = serveList('weapons', 12);
    expect(await fetchAllPages('/weapons', 'weapons')).toHaveLength(12);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails instead of looping when the server does not move forward', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ data: { tags: [{ id: 1 }], page: { offset: 0, limit: 200, total: 9, next_offset: 0 } } }),
      ),
    );
    await expect(fetchAllPages('/tags', 'tags')).rejects.toThrow(/did not advance/);
  });
});
