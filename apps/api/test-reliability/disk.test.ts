// A full disk at start gives a clear error, not a half-started server. Needs a tiny tmpfs, which
// only root can mount: skipped (and said so) elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDir } from './server';

const mountPoint = tempDir('dfwiki-full-');
const mounted =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mountPoint]).status === 0;
afterAll(() => {
  if (mounted) spawnSync('umount', [mountPoint]);
});

describe.runIf(mounted)('full disk', () => {
  it('refuses to start on a full DATA_DIR with a clear message', async () => {
    const dir = path.join(mountPoint, 'data');
    fs.mkdirSync(dir);
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(mountPoint, 'filler')}`, 'bs=4k'], { stdio: 'ignore' });
    expect(() =>
      execFileSync('sh', ['-c', `echo x > ${path.join(dir, 'probe')}`], { stdio: 'ignore' }),
    ).toThrow();
    const server = await startServer({ DATA_DIR: dir }, { waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot use the data folder .*the disk is full/);
  });
});
