#!/usr/bin/env node
// After `vite build`: writes .br and .gz beside every text asset, once, at maximum compression, so
// the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
let files = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (
    !entry.isFile() ||
    !TEXT.test(entry.name) ||
    entry.name === 'index.html' ||
    file.includes(`${path.sep}.vite${path.sep}`)
  )
    continue;
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dist) || dist}`);
