// Public GET answers are computed once, kept as serialised JSON with an ETag, and served from
// memory until a write invalidates them. Writes publish an invalidation through the database
// (LISTEN/NOTIFY) so every API process sharing one PostgreSQL drops its copy too.
// Kept answers live in a BoundedCache: canonical keys, a byte cap with LRU eviction and a TTL,
// so distinct hostile URLs cannot grow the memory without bound.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CHANNEL } from '../db/cache-channel';
import type { Database } from '../db/database';
import { BoundedCache, canonicalKey } from './bounded-cache';
import { type CachedAnswer as Entry, cachedAnswer, sendCachedAnswer } from './cached-answer';
import { checkAnswer } from './check-answer';

/** Safety net for changes that reach no invalidation; also how fresh the view counts shown are. */
const TTL_MS = 60_000;
/** Byte cap of the kept answers (body plus its gzip copy, which is never larger than the body). */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Byte cap of the request-URL index: a URL and a key each, no answers. */
const URL_INDEX_MAX_BYTES = 2 * 1024 * 1024;

export class PublicCache {
  /** Settled answers, bounded in bytes. */
  readonly answers: BoundedCache<Entry>;
  /** Computations in flight, shared by concurrent requests; bounded by the requests in flight. */
  private pending = new Map<string, Promise<Entry>>();
  private values = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private database?: Database,
    private options: { checkAnswers?: boolean; maxBytes?: number } = {},
  ) {
    this.answers = new BoundedCache<Entry>({
      maxBytes: options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES,
      ttlMs: TTL_MS,
      sizeOf: (e, key) => 2 * e.bytes.length + key.length + 512,
    });
    this.keysByUrl = new BoundedCache<{ key: string }>({
      maxBytes: URL_INDEX_MAX_BYTES,
      ttlMs: TTL_MS,
      sizeOf: (v, url) => 2 * (url.length + v.key.length) + 64,
    });
  }

  /**
   * The cache key each request URL was last answered under, once its route validated it. The same
   * URL again reaches the same route with the same input, so its answer can be sent before any
   * later hook runs (answerKnownUrl). It holds keys, never answers: evicting an answer frees it.
   */
  private readonly keysByUrl: BoundedCache<{ key: string }>;

  /** Sends the kept answer of a GET whose URL was answered before; false when there is none. */
  answerKnownUrl(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const known = this.keysByUrl.get(request.url);
    const entry = known && this.answers.get(known.key);
    if (!entry) return false;
    sendCachedAnswer(request, reply, entry);
    return true;
  }

  async start(): Promise<void> {
    await this.database?.listen(CACHE_CHANNEL, () => this.clearLocal());
  }

  private clearListeners: (() => void)[] = [];

  /** Runs `listener` whenever this cache is cleared (by a write here or in another process). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  clearLocal(): void {
    for (const listener of this.clearListeners) listener();
    this.generation++;
    this.answers.clear();
    this.pending.clear();
    this.values.clear();
  }

  /** A computed value the server itself uses (not an HTTP answer), kept until the next write. */
  value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let pending = this.values.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = compute();
      this.values.set(key, pending);
      pending.catch(() => this.values.delete(key));
    }
    return pending;
  }

  /** Drops every cached answer here and in every other process. */
  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.database?.notify(CACHE_CHANNEL, String(Date.now())).catch(() => undefined);
  }

  private async load(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight; // a failure reaches every concurrent waiter, then leaves
    const generation = this.generation;
    const pending = compute().then(cachedAnswer);
    this.pending.set(key, pending);
    const settle = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    pending.then((entry) => {
      settle();
      // A write during the computation makes this answer stale: serve it once, don't keep it.
      if (generation === this.generation) this.answers.set(key, entry);
    }, settle);
    return pending;
  }

  async reply(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    const checked = this.options.checkAnswers ? async () => checkAnswer(reply, await compute()) : compute;
    const canonical = canonicalKey(key);
    const entry = await this.load(canonical, checked);
    if (request.method === 'GET') this.keysByUrl.set(request.url, { key: canonical });
    return sendCachedAnswer(request, reply, entry);
  }
}
