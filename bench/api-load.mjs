// API load: autocannon against the production build, beside two baselines measured in the same
// run. "hello" is a bare Fastify server answering a tiny JSON; "same bytes" is a bare node:http
// server answering the very bytes and content headers we sent for that URL (precompressed), so
// its ratio is the cost of our own work per request, whatever the answer's size.
import fs from 'node:fs';
import { LOAD_HEADERS, load } from './lib/load.mjs';
import { cpuSeconds, rssMb, startHello, startProcess, startWiki, tmp } from './lib/proc.mjs';
import { recordAnswer } from './lib/record.mjs';

/** Cached list reads: at 50 connections, this share of the same-bytes baseline and this p99. */
export const LIST_TARGET = { ratio: 0.8, p99ms: 25 };
const verdict = (ok) => (ok ? 'pass' : 'FALLS SHORT');

/**
 * A load run, with the server's CPU time per answer (µs): on a machine shared with other work the
 * req/s of both servers fall with their share of the cores, the CPU cost of an answer much less.
 */
async function loadWithCpu(server, url, options) {
  const before = cpuSeconds(server.pid);
  const r = await load(url, options);
  const used = cpuSeconds(server.pid) - before;
  const answers = r.rps * options.duration;
  return { ...r, cpuUs: before === null || !answers ? null : Math.round((used * 1e6) / answers) };
}

async function firstAsset(url) {
  const html = await (await fetch(url)).text();
  return /\/assets\/[^"']+\.js/.exec(html)?.[0];
}

/** req/s of a bare server answering the same bytes as `url` does, at each connection count. */
async function sameBytes(url, conns, duration) {
  const dir = tmp('dfwiki-bench-answer-');
  const answer = await recordAnswer(url, LOAD_HEADERS, dir);
  const server = await startProcess(
    (port) => ['bench/lib/same-bytes.mjs', String(port), answer.file],
    {},
    '/',
  );
  const out = { bytes: answer.bytes, encoding: answer.encoding };
  try {
    for (const c of conns) out[c] = await loadWithCpu(server, `${server.url}/`, { connections: c, duration });
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export async function apiLoad(engine, env, { duration }) {
  const conns = [1, 50];
  const hello = await startHello();
  const base = {};
  for (const c of conns) base[c] = await load(`${hello.url}/`, { connections: c, duration });
  await hello.stop();
  const server = await startWiki(env);
  const slug = (await (await fetch(`${server.url}/api/v1/weapons`)).json()).data.weapons[0].slug;
  const targets = {
    'GET /api/v1/weapons': '/api/v1/weapons',
    'GET /api/v1/keycards': '/api/v1/keycards',
    // BENCH_LISTS_ONLY=1: the two list reads only, for repeated runs.
    ...(process.env.BENCH_LISTS_ONLY === '1'
      ? {}
      : {
          'GET /api/v1/weapons/{slug}': `/api/v1/weapons/${slug}`,
          'GET hashed asset': await firstAsset(server.url),
          'GET /': '/',
        }),
  };
  const rows = [];
  try {
    for (const [name, p] of Object.entries(targets)) {
      if (!p) continue;
      const isList = name.endsWith('/weapons') || name.endsWith('/keycards');
      const same = isList ? await sameBytes(`${server.url}${p}`, conns, duration) : undefined;
      for (const c of conns) {
        const r = await loadWithCpu(server, `${server.url}${p}`, { connections: c, duration });
        const sameRatio = same ? +(r.rps / same[c].rps).toFixed(2) : undefined;
        const met = sameRatio >= LIST_TARGET.ratio && r.p99 <= LIST_TARGET.p99ms;
        rows.push({
          engine,
          request: name,
          conns: c,
          rps: r.rps,
          sameBytesRps: same?.[c].rps,
          ratio: sameRatio,
          helloRps: base[c].rps,
          helloRatio: +(r.rps / base[c].rps).toFixed(2),
          p50ms: r.p50,
          p99ms: r.p99,
          sameBytesP99ms: same?.[c].p99,
          cpuUs: r.cpuUs,
          sameBytesCpuUs: same?.[c].cpuUs,
          bytes: r.bytesPerReq,
          rssMB: rssMb(server.pid),
          errors: r.errors,
          target:
            isList && c === 50
              ? `≥${LIST_TARGET.ratio}× same bytes & p99≤${LIST_TARGET.p99ms}: ${verdict(met)}`
              : '',
        });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
