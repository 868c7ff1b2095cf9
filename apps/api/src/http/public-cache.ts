// Public GET answers are computed once, kept as serialised JSON with an ETag, and served from
// memory until a write invalidates them. Writes publish an invalidation through the database
// (LISTEN/NOTIFY) so every API process sharing one PostgreSQL drops its copy too.
// Kept answers live in a BoundedCache: canonical keys, a byte cap with LRU eviction and a TTL,
// so distinct hostile URLs cannot grow the memory without bound.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CHANNEL } from '../db/cache-channel';
import type { Database } from '../db/database';
import { BoundedCache, canonicalKey } from './bounded-cache';
import { checkAnswer } from './check-answer';
import { bodyHash, notModified, PUBLIC_CACHE_CONTROL, strongEtag } from './shared-caching';

interface Entry {
  body: string;
  /** The body's hash: the ETag of each encoding is made from it (shared-caching.ts). */
  hash: string;
  at: number;
  /** Compressed once per entry, not once per request. */
  gzip?: Buffer;
}

/** Safety net for changes that reach no invalidation; also how fresh the view counts shown are. */
const TTL_MS = 60_000;
/** Byte cap of the kept answers (body plus its gzip copy, which is never larger than the body). */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

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
      sizeOf: (e, key) => 2 * e.body.length + key.length + 256,
    });
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
    const pending = compute().then((value) => {
      const body = JSON.stringify(value);
      return { body, hash: bodyHash(body), at: Date.now() };
    });
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
    const entry = await this.load(canonicalKey(key), checked);
    const gzip =
      entry.body.length > 1024 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const etag = strongEtag(entry.hash, gzip ? 'gzip' : undefined);
    reply
      .header('etag', etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (gzip) {
      entry.gzip ??= gzipSync(entry.body);
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }
}
