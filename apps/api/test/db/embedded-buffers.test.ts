// The embedded engine's buffer pool: set at every start from PGLITE_SHARED_BUFFERS_MB (all of it is
// resident from the start, docs/deploy.md "Memory"), never written into the data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, readConfig } from '../../src/config';
import { type Database, openEmbedded } from '../../src/db/database';

const sharedBuffers = async (database: Database) =>
  ((await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] })
    .rows[0]!.shared_buffers;

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it('defaults to a pool well under the 128 MB a PGlite folder asks for, and takes a whole number of MB', () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS_MB).toBeLessThan(128);
    expect(readConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(DEFAULT_PGLITE_SHARED_BUFFERS_MB);
    expect(readConfig({ PGLITE_SHARED_BUFFERS_MB: '' }).PGLITE_SHARED_BUFFERS_MB).toBe(
      DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    );
    expect(readConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
  });

  // Catches: a value the engine would refuse, or one past the 2 GB its memory can grow to, let through to the start.
  it.each(['4', '2048', '32MB', '12.5', 'lots'])('stops the start on %s, naming the setting', (value) => {
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow(/PGLITE_SHARED_BUFFERS_MB: /);
  });

  // Catches: the setting ignored (the folder's 128 MB used), or written into the host's postgresql.conf.
  it('opens a new and an existing data folder with the pool asked for, leaving postgresql.conf as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-buffers-'));
    const conf = path.join(dir, 'db', 'postgresql.conf');
    try {
      const first = await openEmbedded(dir, 16);
      try {
        expect(first.created).toBe(true);
        expect(await sharedBuffers(first.database)).toBe('16MB');
      } finally {
        await first.database.close();
      }
      const written = fs.readFileSync(conf, 'utf8');
      const later = await openEmbedded(dir);
      try {
        expect(later.created).toBe(false);
        expect(await sharedBuffers(later.database)).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
      } finally {
        await later.database.close();
      }
      expect(fs.readFileSync(conf, 'utf8')).toBe(written);
      expect(written).not.toMatch(/^shared_buffers = 16MB/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
