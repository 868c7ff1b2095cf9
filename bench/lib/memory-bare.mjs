// One part of the server alone in a fresh process, for bench/memory.mjs; prints one JSON line.
//   node --expose-gc bench/lib/memory-bare.mjs node                 bare Node
//   node --expose-gc bench/lib/memory-bare.mjs pglite DIR PARAMS    PGlite on DIR, started with PARAMS (JSON)
//   node --expose-gc bench/lib/memory-bare.mjs render WEB           the server build in WEB (apps/web) and its renderer
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageUrl } from './package-url.mjs';
import { wasmResident } from './smaps.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function figures() {
  globalThis.gc();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

const [mode, dir, params] = process.argv.slice(2);
const before = figures();
let after;
if (mode === 'pglite') {
  const { PGlite } = await import(packageUrl('@electric-sql/pglite'));
  // The engine's WebAssembly memory, caught as PGlite makes it.
  let memory;
  WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
    construct(target, args, newTarget) {
      memory = Reflect.construct(target, args, newTarget);
      return memory;
    },
  });
  const db = await PGlite.create({ dataDir: dir, startParams: JSON.parse(params) });
  // Read every table once, as a server's first requests would.
  const tables = await db.query(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  for (const { relname } of tables.rows) await db.query(`select count(*) from "${relname}"`);
  await pause(5000); // background compilation of the engine's hot code
  const wasmBytes = memory?.buffer.byteLength ?? 0;
  after = { ...figures(), wasmBytes, wasmResident: wasmResident(process.pid, wasmBytes) };
  await db.close();
} else if (mode === 'render') {
  const web = dir ?? path.join(root, 'apps/web');
  const dist = path.join(web, 'dist');
  const { createRenderer } = await import(pathToFileURL(path.join(web, 'dist-server/entry-server.js')).href);
  // The locale files the server reads (page-host/page-renderer.ts), each language the build has.
  const translations = Object.fromEntries(
    fs
      .readdirSync(path.join(dist, 'locales'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dist, 'locales', f), 'utf8'))]),
  );
  await createRenderer({
    config: {
      analyticsId: null,
      contactEmail: '',
      supportUrl: 'https://ko-fi.com/',
      adminLoginPath: '/admin-login',
      environment: 'production',
    },
    translations,
    fetchApi: async () => new Response(null, { status: 404 }),
  });
  await pause(1000);
  after = figures();
} else {
  await pause(1000);
  after = figures();
}
console.log(JSON.stringify({ before, after }));
