import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Most reads answer `{ <field>: value }`: these build their query options from the path and field.

/** GET `path`, cached under `queryKey`; the value is the answer's `field`. */
export const fieldQuery = <T>(queryKey: readonly string[], path: string, field: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await api.get<Record<string, T>>(path, { signal }))[field] as T,
  });

/**
 * One item of `collection` by id or slug (GET /collection/id). One that does not exist stays 'not
 * found' (also when the server rendered that answer) instead of being asked again on every mount;
 * the page offers a retry for other failures.
 */
export const itemQuery = <T>(collection: string, field: string, id: string) =>
  queryOptions({
    queryKey: [collection, 'detail', id] as const,
    retryOnMount: false,
    queryFn: async ({ signal }) =>
      (await api.get<Record<string, T>>(`/${collection}/${encodeURIComponent(id)}`, { signal }))[field] as T,
  });

/**
 * A small lookup list an editor's form chooses from (GET `path`, `{ <field>: rows }`, cached under
 * `[key]`), as a hook; an answer without the field reads as an empty list.
 */
export function lookupList<Row>(key: string, path: string, field: string) {
  const query = queryOptions({
    queryKey: [key] as const,
    queryFn: async ({ signal }) => (await api.get<Record<string, Row[]>>(path, { signal }))[field] ?? [],
  });
  return () => useQuery(query);
}
