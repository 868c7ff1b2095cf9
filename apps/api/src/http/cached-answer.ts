// One kept public answer and how it is sent. Everything a hit needs is made once per entry: the
// body's bytes, its ETag, its gzip copy (on the first request that takes gzip) and the header
// objects, so a hit costs a lookup, a header copy and a write (docs/decisions/022-api-fast-path.md).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are sent as they are: gzip would save too little to pay for itself. */
const GZIP_FROM_BYTES = 1024;
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface CachedAnswer {
  bytes: Buffer;
  etag: string;
  at: number;
  /** Compressed once per entry, not once per request. */
  gzip?: Buffer;
  headers: {
    notModified: Readonly<Record<string, string>>;
    plain: Readonly<Record<string, string>>;
    gzip: Readonly<Record<string, string>>;
  };
}

export function cachedAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const notModified = { etag, 'cache-control': CACHE_CONTROL };
  const plain = {
    ...notModified,
    'content-type': 'application/json; charset=utf-8',
    vary: 'accept-encoding',
  };
  return {
    bytes: Buffer.from(body),
    etag,
    at: Date.now(),
    headers: { notModified, plain, gzip: { ...plain, 'content-encoding': 'gzip' } },
  };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** 304 when the client holds this version, else the body, gzipped when the client takes it. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (request.headers['if-none-match'] === answer.etag)
    return reply.code(304).headers(answer.headers.notModified).send();
  if (answer.bytes.length > GZIP_FROM_BYTES && acceptsGzip(request)) {
    answer.gzip ??= gzipSync(answer.bytes);
    return reply.headers(answer.headers.gzip).send(answer.gzip);
  }
  return reply.headers(answer.headers.plain).send(answer.bytes);
}
