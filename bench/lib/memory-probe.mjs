// Preloaded into the server by bench/memory.mjs only (node --expose-gc --import): answers
// GET http://127.0.0.1:$MEMORY_PROBE_PORT/ with the process's memory after a full collection, the
// size of every WebAssembly memory (PGlite's Postgres lives in one), every LRU cache (the page
// cache among them) and the arguments PGlite was started with. Production code carries no such
// figure; this stays on the bench side.
import http from 'node:http';
import v8 from 'node:v8';
import { packageUrl } from './package-url.mjs';

// WebAssembly memories, made in JS (PGlite passes its own) or exported by an instance; held
// weakly, so a closed database's memory is still freed.
const memories = new Set();
const remember = (memory) => memories.add(new WeakRef(memory));
const NativeMemory = WebAssembly.Memory;
// A proxy, so `instanceof WebAssembly.Memory` still holds for every memory, made here or not.
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    remember(memory);
    return memory;
  },
});
for (const name of ['instantiate', 'instantiateStreaming']) {
  const native = WebAssembly[name];
  if (!native) continue;
  WebAssembly[name] = async (...args) => {
    const result = await native(...args);
    const exports = (result.instance ?? result).exports ?? {};
    for (const value of Object.values(exports)) if (value instanceof NativeMemory) remember(value);
    return result;
  };
}

// Every LRU cache that has stored something, held weakly. The server's own copy of the package
// is patched (the same file its `import 'lru-cache'` loads).
const caches = new Set();
const lruUrl = packageUrl('lru-cache');
if (lruUrl) {
  const { LRUCache } = await import(lruUrl);
  const set = LRUCache.prototype.set;
  const seen = new WeakSet();
  LRUCache.prototype.set = function (key, value, ...rest) {
    if (!seen.has(this)) {
      seen.add(this);
      caches.add(new WeakRef(this));
    }
    return set.call(this, key, value, ...rest);
  };
}

// The start arguments of the last PGlite opened, so a bare process can open it alike.
let pgliteStartParams;
const pgliteUrl = packageUrl('@electric-sql/pglite');
if (pgliteUrl) {
  const { PGlite } = await import(pgliteUrl);
  const create = PGlite.create;
  PGlite.create = function (...args) {
    const options = args.find((a) => a && typeof a === 'object');
    pgliteStartParams = options?.startParams ?? PGlite.defaultStartParams;
    return create.apply(this, args);
  };
}

/** A page-cache entry holds `{ page, generation, at }` (apps/api/src/page-host/page-renderer.ts). */
const isPageCache = (cache) => {
  for (const value of cache.values()) return 'page' in value && 'generation' in value;
  return false;
};

/** What a kept body really holds: its string (one or two bytes a character) and compressed copies. */
const bodyBytes = (kept) =>
  kept
    ? kept.body.length * (/[\u0100-\uffff]/.test(kept.body) ? 2 : 1) +
      (kept.br?.length ?? 0) +
      (kept.gzip?.length ?? 0)
    : 0;

/** The bytes the page cache's pages really hold (its cap counts an estimate). */
function pageBytes(cache) {
  let bytes = 0;
  for (const { page } of cache.values()) bytes += bodyBytes(page) + bodyBytes(page.data);
  return bytes;
}

function figures() {
  globalThis.gc?.();
  const m = process.memoryUsage();
  const lru = [];
  for (const ref of caches) {
    const cache = ref.deref();
    if (!cache) continue;
    const pages = isPageCache(cache);
    lru.push({
      kind: pages ? 'pages' : 'other',
      entries: cache.size,
      heldBytes: pages ? pageBytes(cache) : undefined,
      bytes: cache.calculatedSize ?? 0,
      maxBytes: cache.maxSize ?? 0,
    });
  }
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    mallocedMemory: v8.getHeapStatistics().malloced_memory,
    wasmBytes: [...memories].flatMap((ref) => {
      const memory = ref.deref();
      if (!memory) memories.delete(ref);
      return memory ? [memory.buffer.byteLength] : [];
    }),
    caches: lru,
    pgliteStartParams,
  };
}

const port = Number(process.env.MEMORY_PROBE_PORT);
if (port) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(figures()));
  });
  server.listen(port, '127.0.0.1');
  server.unref(); // the server's own shutdown decides when the process ends
}
