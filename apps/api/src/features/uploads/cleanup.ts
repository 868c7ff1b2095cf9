// Removes uploads nobody uses: an image uploaded for a form that was never saved, or by a script
// filling the disk. Older than a day and shown by no record: its row and both files go. Runs once
// when the app starts and then every hour (the timer never keeps the process alive).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { deleteStaleUpload, lockUploadFiles, staleUploads } from './repository';
import { filesOf } from './service';

export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;

export interface CleanupOptions {
  /** The present (tests move it). */
  now?: () => Date;
  /** How old an unused upload must be before it goes. */
  maxAgeMs?: number;
}

/** One clean-up pass; the hashes of the uploads it removed. */
export async function removeUnattachedUploads(
  db: Db,
  dir: string,
  { now = () => new Date(), maxAgeMs = UNATTACHED_UPLOAD_MAX_AGE_MS }: CleanupOptions = {},
): Promise<string[]> {
  const before = new Date(now().getTime() - maxAgeMs);
  const removed: string[] = [];
  for (const sha of await staleUploads(db, before)) {
    // One image at a time, checked again under its lock: someone may have just put it on a page
    // or uploaded it again. The files go before the row is committed: if removing them fails, the
    // row stays and the next pass tries again.
    const gone = await db.transaction(async (tx) => {
      await lockUploadFiles(tx, sha);
      if (!(await deleteStaleUpload(tx, sha, before))) return false;
      await Promise.all(filesOf(sha).map((f) => fs.rm(path.join(dir, f), { force: true })));
      return true;
    });
    if (gone) removed.push(sha);
  }
  return removed;
}

export interface CleanupJob {
  /** Runs one pass now (after the one in progress, if any). */
  run(): Promise<string[]>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Starts the periodic clean-up, with one pass right away; failures are logged, never thrown. */
export function startUploadCleanup(
  db: Db,
  dir: string,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
  options: CleanupOptions & { everyMs?: number } = {},
): CleanupJob {
  let running: Promise<string[]> = Promise.resolve([]);
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return [];
      try {
        const removed = await removeUnattachedUploads(db, dir, options);
        if (removed.length) log.info(`Removed ${removed.length} unused uploads older than a day.`);
        return removed;
      } catch (err) {
        log.error(err, 'Removing unused uploads failed; the next pass tries again.');
        return [];
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.everyMs ?? UPLOAD_CLEANUP_EVERY_MS);
  timer.unref();
  void run();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
