// A throwaway PostgreSQL cluster for tests: initdb in a temp dir, start on a free loopback port,
// stop and delete on teardown. PostgreSQL refuses to run as root, so as root we run it as an
// unprivileged user (postgres if it exists, else nobody).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const fromPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return path.dirname(fs.realpathSync(fromPath));
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function runAsUser() {
  if (process.getuid?.() !== 0) return undefined;
  const has = (u) => spawnSync('id', ['-u', u]).status === 0;
  return has('postgres') ? 'postgres' : 'nobody';
}

export async function startThrowawayPostgres() {
  const bin = findPgBin();
  if (!bin) return undefined;
  const user = runAsUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-pg-'));
  const dataDir = path.join(dir, 'data');
  if (user) execFileSync('chown', ['-R', `${user}:`, dir]);
  fs.chmodSync(dir, 0o755);
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const [file, argv] = user ? ['runuser', ['-u', user, '--', full, ...args]] : [full, args];
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, dir };
}
