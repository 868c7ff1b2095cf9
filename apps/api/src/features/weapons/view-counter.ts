// Weapon page views, counted cheaply and apart from the content. A view is accepted at most once
// per address and weapon within an hour (a bounded set remembers which were), added up in memory,
// and written every few seconds as one upsert into weapon_views. Nothing here touches a weapon
// row or a cache, so a flood of views cannot slow down or invalidate the public reads.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';

const HOUR_MS = 60 * 60 * 1000;

export interface ViewCounterOptions {
  /** How many (address, weapon) pairs are remembered; the oldest go first beyond it. */
  maxSeen?: number;
  /** How long one address's view of one weapon keeps its next views from counting. */
  windowMs?: number;
  flushEveryMs?: number;
  /** Told when a write fails (the counts stay for the next try). */
  onFlushError?: (error: unknown) => void;
  /** Clock of the seen set (tests move it forward). */
  now?: () => number;
}

/**
 * The part of an address that one client controls: the whole IPv4 address, the /64 prefix of an
 * IPv6 one (a single host is usually given a whole /64, so full addresses would be free to vary).
 */
export function viewerKey(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class ViewCounter {
  private seen: LRUCache<string, true>;
  /** Accepted views not yet written, by weapon id (bounded by the weapons that exist). */
  private pending = new Map<number, number>();
  /** Views being written right now. */
  private writing = new Map<number, number>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private db: Db,
    private options: ViewCounterOptions = {},
  ) {
    const now = options.now;
    this.seen = new LRUCache<string, true>({
      max: options.maxSeen ?? 100_000,
      ttl: options.windowMs ?? HOUR_MS,
      updateAgeOnGet: false,
      updateAgeOnHas: false,
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  /** How many (address, weapon) pairs are remembered now. */
  get seenCount(): number {
    return this.seen.size;
  }

  /** Counts a view of an existing weapon unless this address already had one counted lately. */
  accept(address: string, weaponId: number): boolean {
    const key = `${viewerKey(address)}|${weaponId}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    this.pending.set(weaponId, (this.pending.get(weaponId) ?? 0) + 1);
    return true;
  }

  /** Views of a weapon accepted here and not yet in the database. */
  unwritten(weaponId: number): number {
    return (this.pending.get(weaponId) ?? 0) + (this.writing.get(weaponId) ?? 0);
  }

  /** Writes the accepted views; one write at a time, so none is counted twice. */
  flush(): Promise<void> {
    this.queue = this.queue.then(() => this.write());
    return this.queue;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushEveryMs ?? 5000);
    this.timer.unref(); // a pending count is no reason to keep the process alive
  }

  /** Stops the timer and writes what is left (on a clean shutdown nothing is lost). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    this.writing = this.pending;
    this.pending = new Map();
    const rows = [...this.writing].map(([id, n]) => sql`(${id}::integer, ${n}::integer)`);
    try {
      // The join drops weapons deleted since their views were accepted, whose rows would fail
      // the foreign key and hold back every other count.
      await this.db.execute(sql`
        insert into weapon_views (weapon_id, count)
        select v.id, v.n from (values ${sql.join(rows, sql`, `)}) as v(id, n)
        join weapons w on w.id = v.id
        on conflict (weapon_id) do update set count = weapon_views.count + excluded.count`);
    } catch (error) {
      for (const [id, n] of this.writing) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      this.options.onFlushError?.(error);
    } finally {
      this.writing = new Map();
    }
  }
}
