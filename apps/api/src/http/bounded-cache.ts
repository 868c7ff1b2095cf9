// A memory-bounded cache for answers built from anonymous requests: canonical keys, a byte cap
// with least-recently-used eviction, and expiry of stale entries. The public-read cache uses it;
// a rendered-page cache can use it too, with its own byte cap. A hostile client choosing keys
// can only churn the cache, never grow it past `maxBytes` (docs/security.md, "memory").
import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions<V> {
  /** Upper bound of the summed `sizeOf` of all entries. */
  maxBytes: number;
  /** Entries older than this are never served (checked on read) and are purged periodically. */
  ttlMs: number;
  /** Approximate bytes an entry holds (body, compressed copy, key); at least 1. */
  sizeOf: (value: V, key: string) => number;
}

export class BoundedCache<V extends object> {
  private lru: LRUCache<string, V>;

  constructor(readonly options: BoundedCacheOptions<V>) {
    this.lru = new LRUCache<string, V>({
      maxSize: options.maxBytes,
      sizeCalculation: (value, key) => Math.max(1, Math.ceil(options.sizeOf(value, key))),
      ttl: options.ttlMs,
      ttlAutopurge: true, // stale entries leave on a timer, not only when their key is read again
      allowStale: false,
      updateAgeOnGet: false,
    });
  }

  get(key: string): V | undefined {
    return this.lru.get(key);
  }

  /** An entry larger than the whole cap is not stored (lru-cache refuses it). */
  set(key: string, value: V): void {
    this.lru.set(key, value);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes held, as counted by `sizeOf`: never above `maxBytes`. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

/**
 * One spelling per resource: numeric segments lose leading zeros (`01`, `001` → `1`), so id
 * variants share one key. Non-numeric segments are kept as they are.
 */
export function canonicalKey(key: string): string {
  return key
    .split(':')
    .map((part) => (/^\d+$/.test(part) ? part.replace(/^0+(?=\d)/, '') : part))
    .join(':');
}
