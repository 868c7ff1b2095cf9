// One answer of ours recorded as sent: the raw body bytes (not decompressed, unlike fetch) and the
// headers that describe the content, for the same-bytes baseline (same-bytes.mjs).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const CONTENT_HEADERS = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'];

/** GETs `url` with `headers` (the load generator's) and writes the answer to a file in `dir`. */
export function recordAnswer(url, headers, dir) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = {};
          for (const name of CONTENT_HEADERS) if (res.headers[name]) kept[name] = res.headers[name];
          const file = path.join(dir, `answer-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
          const body = Buffer.concat(chunks);
          fs.writeFileSync(file, JSON.stringify({ headers: kept, body: body.toString('base64') }));
          resolve({ file, bytes: body.length, encoding: kept['content-encoding'] ?? 'identity' });
        });
      })
      .on('error', reject);
  });
}
