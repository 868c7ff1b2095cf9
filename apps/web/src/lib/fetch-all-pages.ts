import type { PageInfo } from '@dfwiki/shared';
import { api } from './api-client';

/** Largest page the API serves; asking for it keeps the number of round trips low. */
export const PAGE_LIMIT = 200;

/** One page of a list answer: `{ <key>: T[], page }`. */
export type ListPage<K extends string, T> = { [P in K]: T[] } & { page: PageInfo };

/**
 * Reads every row of a paged list by following `page.next_offset` (`?limit&offset`) until it is
 * null. Every screen that shows a whole list reads it here, so no row is lost past one page.
 */
export async function fetchAllPages<T, K extends string = string>(
  path: string,
  key: K,
  signal?: AbortSignal,
): Promise<T[]> {
  const joiner = path.includes('?') ? '&' : '?';
  // The first page is the plain path: the server's default page is its largest, and the HTML
  // preloads exactly that URL, so the preloaded answer is reused.
  let data = await api.get<ListPage<K, T>>(path, { signal });
  const rows: T[] = [...data[key]];
  let offset = data.page.offset;
  while (data.page.next_offset !== null) {
    const next = data.page.next_offset;
    // A server that does not move forward would loop forever: fail instead of hanging the screen.
    if (next <= offset) throw new Error(`List ${path} did not advance past offset ${offset}`);
    offset = next;
    data = await api.get<ListPage<K, T>>(`${path}${joiner}limit=${PAGE_LIMIT}&offset=${offset}`, { signal });
    rows.push(...data[key]);
  }
  return rows;
}
