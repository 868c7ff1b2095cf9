// Public GET answers are computed once, kept as serialised JSON with an ETag, and served from
// memory until a write invalidates them. Writes publish an invalidation through the database
// (LISTEN/NOTIFY) so every API process sharing one PostgreSQL drops its copy too.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { checkAnswer } from './check-answer';

export const CACHE_CHANNEL = 'dfwiki_cache';

interface Entry {
  body: string;
  etag: string;
  at: number;
  /** Compressed once per entry, not once per request. */
  gzip?: Buffer;
}

/** Safety net for changes that do not invalidate across processes (view counters). */
const TTL_MS = 60_000;

export class PublicCache {
  private entries = new Map<string, Promise<Entry>>();
  private values = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private database?: Database,
    private options: { checkAnswers?: boolean } = {},
  ) {}

  async start(): Promise<void> {
    await this.database?.listen(CACHE_CHANNEL, () => this.clearLocal());
  }

  private clearTimer: NodeJS.Timeout | undefined;
  private lastSoftClear = 0;

  /**
   * For frequent, low-stakes changes (view counters): clears now if the last such clear was
   * over a second ago, else once at the end of that second. Local only; other processes catch
   * up on their next write or within the TTL.
   */
  clearSoon(): void {
    const wait = this.lastSoftClear + 1000 - Date.now();
    if (wait <= 0) {
      this.lastSoftClear = Date.now();
      this.clearLocal();
    } else if (!this.clearTimer) {
      this.clearTimer = setTimeout(() => {
        this.clearTimer = undefined;
        this.lastSoftClear = Date.now();
        this.clearLocal();
      }, wait);
      this.clearTimer.unref();
    }
  }

  clearLocal(): void {
    this.generation++;
    this.entries.clear();
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
    const existing = this.entries.get(key);
    if (existing) {
      const entry = await existing; // a failure reaches every concurrent waiter, then leaves the cache
      if (Date.now() - entry.at < TTL_MS) return entry;
      if (this.entries.get(key) === existing) this.entries.delete(key);
    }
    const generation = this.generation;
    const pending = compute().then((value) => {
      const body = JSON.stringify(value);
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, at: Date.now() };
    });
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    // A write during the computation makes this answer stale: serve it once, don't keep it.
    pending.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === pending) this.entries.delete(key);
      },
      () => undefined,
    );
    return pending;
  }

  async reply(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    const checked = this.options.checkAnswers ? async () => checkAnswer(reply, await compute()) : compute;
    const entry = await this.load(key, checked);
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (entry.body.length > 1024 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      entry.gzip ??= gzipSync(entry.body);
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }
}
