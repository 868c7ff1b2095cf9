// PGlite has no lock of its own: two processes on one data folder would corrupt it.
// We take an exclusive lock file (created with O_EXCL) that records our pid; a lock whose
// process is gone (crash, kill -9) is stale and taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is locked by another running DF Wiki process (pid ${pid}, lock file ${path.resolve(lockPath)}). ` +
            'Stop that process or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path.resolve(lockPath)}.`);
}
