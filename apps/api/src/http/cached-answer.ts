// One kept public answer and how it is sent. Everything a hit needs is made once per entry: the
// body's bytes, its strong ETag per encoding, its gzip copy (on the first request that takes gzip)
// and the header objects, so a hit costs a lookup, a header copy and a write
// (docs/decisions/022-api-fast-path.md; the caching headers: docs/caching.md).
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyHash, CDN_CACHE_CONTROL, notModified, PUBLIC_CACHE_CONTROL, strongEtag } from './shared-caching';

/** Smaller answers are sent as they are: gzip would save too little to pay for itself. */
const GZIP_FROM_BYTES = 1024;

/** One encoding of an answer: its ETag, the headers of a 304 and of the full answer. */
interface Variant {
  etag: string;
  notModified: Readonly<Record<string, string>>;
  full: Readonly<Record<string, string>>;
}

export interface CachedAnswer {
  bytes: Buffer;
  at: number;
  /** Compressed once per entry, not once per request. */
  gzipped?: Buffer;
  plain: Variant;
  gzip: Variant;
}

function variant(hash: string, encoding?: 'gzip'): Variant {
  const etag = strongEtag(hash, encoding);
  const notModified = {
    etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    'cdn-cache-control': CDN_CACHE_CONTROL,
    vary: 'accept-encoding',
  };
  const full: Record<string, string> = { ...notModified, 'content-type': 'application/json; charset=utf-8' };
  if (encoding) full['content-encoding'] = encoding;
  return { etag, notModified, full };
}

export function cachedAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const hash = bodyHash(body);
  return { bytes: Buffer.from(body), at: Date.now(), plain: variant(hash), gzip: variant(hash, 'gzip') };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** 304 when the client holds this encoding of this version, else the body, gzipped when the client takes it. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const gzip = answer.bytes.length > GZIP_FROM_BYTES && acceptsGzip(request);
  const sent = gzip ? answer.gzip : answer.plain;
  if (notModified(request.headers['if-none-match'], sent.etag))
    return reply.code(304).headers(sent.notModified).send();
  reply.headers(sent.full);
  if (!gzip) return reply.send(answer.bytes);
  answer.gzipped ??= gzipSync(answer.bytes);
  return reply.send(answer.gzipped);
}
