// Uncached page renders on a budget. A render costs the server a few to tens of milliseconds of
// CPU; a cached page costs microseconds. Without a budget, URLs that each miss the cache (a new
// query value every time) turn every request into a render and slow every reader. So renders run
// one at a time behind a short queue, and each address may start only so many a minute; what the
// budget refuses is served from a stale copy, or answered 503 with Retry-After.
import { LRUCache } from 'lru-cache';

export interface RenderBudgetOptions {
  /** Renders running at once: one, as they share the event loop with every other request (two gave
   * cached-page readers a p99 of 127-172 ms during a flood against 47-95 ms with one). */
  concurrency: number;
  /** Renders waiting for a slot, over all addresses. */
  queue: number;
  /** Renders one address may start a minute; 0 turns the per-address limit off. */
  perAddressPerMinute: number;
  /** Renders one address may have running or waiting at once. */
  perAddressAtOnce: number;
}

export const RENDER_BUDGET: RenderBudgetOptions = {
  concurrency: 1,
  queue: 16,
  perAddressPerMinute: 120,
  perAddressAtOnce: 4,
};

const WINDOW_MS = 60_000;

interface AddressUse {
  started: number;
  windowStart: number;
  active: number;
}

export type Refusal = { reason: 'busy' | 'address'; retryAfterSeconds: number };

export class RenderBudget {
  private running = 0;
  private waiting: (() => void)[] = [];
  // Bounded: a flood of distinct addresses evicts the oldest counters, it cannot grow memory.
  private addresses = new LRUCache<string, AddressUse>({ max: 50_000, ttl: WINDOW_MS });

  constructor(readonly options: RenderBudgetOptions = RENDER_BUDGET) {}

  /** Renders running and waiting now (for tests and the benchmark). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `work` when a slot is free, or refuses at once: when the queue is full, or when the
   * address has used its share. The caller then serves a stale copy or a 503.
   */
  run<T>(address: string, work: () => Promise<T>): Promise<T> | Refusal {
    const now = Date.now();
    let use = this.addresses.get(address);
    if (!use || now - use.windowStart >= WINDOW_MS) {
      use = { started: 0, windowStart: now, active: use?.active ?? 0 };
      this.addresses.set(address, use);
    }
    const { perAddressPerMinute, perAddressAtOnce } = this.options;
    if (perAddressPerMinute > 0 && (use.started >= perAddressPerMinute || use.active >= perAddressAtOnce))
      return {
        reason: 'address',
        retryAfterSeconds: Math.max(1, Math.ceil((use.windowStart + WINDOW_MS - now) / 1000)),
      };
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.queue)
      return { reason: 'busy', retryAfterSeconds: 2 };

    use.started++;
    use.active++;
    const counted = use;
    return this.slot().then(async () => {
      try {
        // Start on a fresh turn of the event loop: a render started straight from the end of the
        // previous one would run in the same chain of microtasks, and requests for cached pages
        // waiting on the socket would not be read until the queue ran dry.
        await new Promise((resolve) => setImmediate(resolve));
        return await work();
      } finally {
        counted.active--;
        this.release();
      }
    });
  }

  private slot(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve)); // the releaser hands its slot over
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'reason' in value && 'retryAfterSeconds' in value;
