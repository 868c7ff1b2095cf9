import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Server, startServer, tempDir, waitReady } from './server';

const running: Server[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
});
const start = async (...args: Parameters<typeof startServer>) => {
  const s = await startServer(...args);
  running.push(s);
  return s;
};

describe('process safety of the embedded engine', () => {
  it('refuses a second process on the same DATA_DIR at once, naming the lock', async () => {
    const dir = tempDir();
    await start({ DATA_DIR: dir });
    const started = Date.now();
    const second = await start({ DATA_DIR: dir }, { waitReady: false });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output()).toContain(path.resolve(dir));
    expect(second.output()).toMatch(/lock/i);
  });

  it('on SIGTERM lets an in-flight slow request finish, then exits 0 and frees the lock', async () => {
    const dir = tempDir();
    const server = await start({ DATA_DIR: dir });
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Password-1!' });
    const { port } = new URL(server.url);
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10)); // the request is in flight, its body not yet complete
      setTimeout(() => {
        server.proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    expect(await response).toBe(401);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('recovers from a first initialisation killed half-way', async () => {
    const dir = tempDir();
    const first = await start({ DATA_DIR: dir }, { waitReady: false });
    const initDir = path.join(dir, 'db.initialising');
    const until = Date.now() + 30_000;
    while (!fs.existsSync(initDir) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(fs.existsSync(initDir)).toBe(true);
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false); // nothing half-made was put in place
    const second = await start({ DATA_DIR: dir });
    const weapons = (await (await fetch(`${second.url}/api/v1/weapons`)).json()).data.weapons;
    expect(weapons.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps data across restarts and seeds nothing twice', async () => {
    const dir = tempDir();
    let server = await start({ DATA_DIR: dir });
    const count = async () =>
      (await (await fetch(`${server.url}/api/v1/keycards`)).json()).data.keycards.length;
    const before = await count();
    server.proc.kill('SIGTERM');
    await server.exited;
    server = await start({ DATA_DIR: dir });
    expect(await count()).toBe(before);
  });

  it('stops with a clear message when DATA_DIR is unusable, without listening', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const server = await start({ DATA_DIR: path.join(file, 'data') }, { waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot use the data folder .*not-a-folder/);
    expect(server.output()).not.toMatch(/is up on/);
  });

  it('stops with a clear message on a bad configuration value', async () => {
    const server = await start({ DATA_DIR: tempDir(), PORT: 'eighty' }, { waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('waits for the database before answering ready', async () => {
    const server = await start({ DATA_DIR: tempDir() }, { waitReady: false });
    await waitReady(server);
    const ready = await (await fetch(`${server.url}/api/v1/ready`)).json();
    expect(ready.data.engine).toBe('pglite');
  });
});
