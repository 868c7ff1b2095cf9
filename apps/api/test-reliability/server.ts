// Starts the built server as a real child process and talks to it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/postgres.mjs';

export const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const ADMIN = { email: 'admin@reliability.test', password: 'Reliable-Admin-123!' };

export interface Server {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export const tempDir = (prefix = 'dfwiki-rel-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export async function startServer(
  env: Record<string, string>,
  opts: { waitReady?: boolean } = {},
): Promise<Server> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const server = { proc, url: `http://127.0.0.1:${port}`, output: () => out, exited };
  if (opts.waitReady !== false) await waitReady(server);
  return server;
}

export async function waitReady(server: Server, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.proc.exitCode !== null) throw new Error(`server exited early: ${server.output()}`);
    const ok = await fetch(`${server.url}/api/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in time: ${server.output()}`);
}

export async function loginCookie(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
