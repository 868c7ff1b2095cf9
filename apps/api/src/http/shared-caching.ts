// What lets a CDN (any shared cache) keep public answers: one Cache-Control for public pages and
// public API reads, strong ETags that name each encoding of the exact bytes, and 304 for a copy
// the client already holds. Why these values: docs/caching.md and docs/decisions/020-*.md.
import { createHash } from 'node:crypto';

/** Seconds a shared cache may serve a copy without asking, then serve it stale while it asks again. */
export const SHARED_FRESH_SECONDS = 60;
export const SHARED_STALE_SECONDS = 300;

/**
 * Browsers ask again each time (max-age=0, answered by a 304 when nothing changed); shared
 * caches keep a copy for a minute. No stale-while-revalidate here: Chromium applies it to its own
 * cache too, so an editor (and any reader) would see the page from before an edit.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_FRESH_SECONDS}`;

/**
 * For CDNs only (the CDN-Cache-Control header, which browsers ignore): keep a copy for a minute,
 * and serve it a while longer while fetching the next one.
 */
export const CDN_CACHE_CONTROL = `max-age=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

/** A hash of the uncompressed body, made once per kept answer. */
export const bodyHash = (body: string): string => createHash('sha1').update(body).digest('base64url');

/**
 * The strong ETag of one encoding of a body: a compressed copy is other bytes, so it gets a tag
 * of its own (`"h-br"`, `"h-gzip"`) and a 304 is never given for a copy in another encoding.
 */
export const strongEtag = (hash: string, encoding?: string): string =>
  encoding ? `"${hash}-${encoding}"` : `"${hash}"`;

/** True when If-None-Match names `etag` (or `*`); a weak `W/` form of a tag matches it too. */
export function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = String(ifNoneMatch)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}
