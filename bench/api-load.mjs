// API load: autocannon against the production build, beside two baselines measured in the same
// run. "hello" is a bare Fastify server answering a tiny JSON; "same bytes" is a bare node:http
// server answering the very bytes and content headers we sent for that URL (precompressed), so
// its ratio is the cost of our own work per request, whatever the answer's size.
// Two servers of the build run side by side: one silent, one as a host runs it by default
// (LOG_LEVEL=info, its stdout appended to a file), so what the log costs is read in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { LOAD_HEADERS, load } from './lib/load.mjs';
import { cpuSeconds, rssMb, startHello, startProcess, startWiki, tmp } from './lib/proc.mjs';
import { recordAnswer } from './lib/record.mjs';
import { median } from './lib/stats.mjs';

/** Cached list reads: at 50 connections, this share of the same-bytes baseline and this p99. */
export const LIST_TARGET = { ratio: 0.8, p99ms: 25 };
const verdict = (ok) => (ok ? 'pass' : 'FALLS SHORT');

/**
 * Loads each server with the same path in turns of one second, `duration` turns each, the order
 * reversed every turn: on a machine shared with other work, load that comes and goes then falls
 * on all of them alike instead of on whichever ran during it. Per server: req/s over all its
 * turns, the median of the turns' p50 and p99, and its CPU time per answer (µs), which moves much
 * less than req/s when other work takes the cores.
 */
async function inTurns(servers, path, { connections, duration }) {
  const names = Object.keys(servers);
  const turns = Object.fromEntries(names.map((name) => [name, []]));
  for (let turn = 0; turn < Math.max(1, Math.round(duration)); turn++) {
    for (const name of turn % 2 ? [...names].reverse() : names) {
      const { url, pid } = servers[name];
      const before = cpuSeconds(pid);
      const r = await load(`${url}${path}`, { connections, duration: 1 });
      turns[name].push({ ...r, cpu: before === null ? null : cpuSeconds(pid) - before });
    }
  }
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  return Object.fromEntries(
    names.map((name) => {
      const list = turns[name];
      const answers = sum(list, 'requests');
      const cpuKnown = list.every((r) => r.cpu !== null);
      return [
        name,
        {
          rps: Math.round(answers / sum(list, 'seconds')),
          answers,
          p50: median(list.map((r) => r.p50)),
          p99: median(list.map((r) => r.p99)),
          errors: sum(list, 'errors'),
          bytesPerReq: list.at(-1).bytesPerReq,
          cpuUs: cpuKnown && answers ? Math.round((sum(list, 'cpu') * 1e6) / answers) : null,
        },
      ];
    }),
  );
}

async function firstAsset(url) {
  const html = await (await fetch(url)).text();
  return /\/assets\/[^"']+\.js/.exec(html)?.[0];
}

/** A bare server answering the same bytes as `url` does (stop it, then remove its folder). */
async function startSameBytes(url) {
  const dir = tmp('dfwiki-bench-answer-');
  const answer = await recordAnswer(url, LOAD_HEADERS, dir);
  const server = await startProcess(
    (port) => ['bench/lib/same-bytes.mjs', String(port), answer.file],
    {},
    '/',
  );
  return {
    url: server.url,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lines and bytes the server's log grew by since `from` (a byte offset), per answer. */
function logGrowth(file, from, answers) {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.alloc(size - from);
  try {
    fs.readSync(fd, chunk, 0, chunk.length, from);
  } finally {
    fs.closeSync(fd);
  }
  let lines = 0;
  for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  return {
    lines: answers ? +(lines / answers).toFixed(2) : null,
    bytes: answers ? Math.round(chunk.length / answers) : null,
  };
}

export async function apiLoad(engine, env, { duration }) {
  const conns = [1, 50];
  const hello = await startHello();
  const base = {};
  for (const c of conns) base[c] = await load(`${hello.url}/`, { connections: c, duration });
  await hello.stop();
  const logDir = tmp('dfwiki-bench-log-');
  const logFile = path.join(logDir, 'api.log');
  const silent = await startWiki(env);
  // Its own data folder: an embedded database is locked by the process that opened it.
  const infoDir = tmp();
  const info = await startWiki(
    { ...env, DATA_DIR: infoDir, LOG_LEVEL: 'info' },
    { stdoutFile: logFile },
  ).catch(async (e) => {
    await silent.stop();
    throw e;
  });
  const slug = (await (await fetch(`${silent.url}/api/v1/weapons`)).json()).data.weapons[0].slug;
  const targets = {
    'GET /api/v1/weapons': '/api/v1/weapons',
    'GET /api/v1/keycards': '/api/v1/keycards',
    // BENCH_LISTS_ONLY=1: the two list reads only, for repeated runs.
    ...(process.env.BENCH_LISTS_ONLY === '1'
      ? {}
      : {
          'GET /api/v1/weapons/{slug}': `/api/v1/weapons/${slug}`,
          'GET hashed asset': await firstAsset(silent.url),
          'GET /': '/',
        }),
  };
  const rows = [];
  try {
    for (const [name, p] of Object.entries(targets)) {
      if (!p) continue;
      const isList = name.endsWith('/weapons') || name.endsWith('/keycards');
      const same = isList ? await startSameBytes(`${silent.url}${p}`) : undefined;
      try {
        for (const c of conns) {
          const logFrom = fs.statSync(logFile).size;
          // The same-bytes server answers its bytes to any path.
          const m = await inTurns({ silent, info, ...(same ? { same } : {}) }, p, {
            connections: c,
            duration,
          });
          const r = m.silent;
          const i = m.info;
          const logged = logGrowth(logFile, logFrom, i.answers);
          const ratioOf = (x) => (same ? +(x.rps / m.same.rps).toFixed(2) : undefined);
          const met = (x) => verdict(ratioOf(x) >= LIST_TARGET.ratio && x.p99 <= LIST_TARGET.p99ms);
          rows.push({
            engine,
            request: name,
            conns: c,
            rps: r.rps,
            infoRps: i.rps,
            sameBytesRps: m.same?.rps,
            ratio: ratioOf(r),
            infoRatio: ratioOf(i),
            helloRps: base[c].rps,
            helloRatio: +(r.rps / base[c].rps).toFixed(2),
            p50ms: r.p50,
            p99ms: r.p99,
            infoP99ms: i.p99,
            sameBytesP99ms: m.same?.p99,
            cpuUs: r.cpuUs,
            infoCpuUs: i.cpuUs,
            sameBytesCpuUs: m.same?.cpuUs,
            logLines: logged.lines,
            logBytes: logged.bytes,
            bytes: r.bytesPerReq,
            rssMB: rssMb(silent.pid),
            infoRssMB: rssMb(info.pid),
            errors: r.errors + i.errors,
            target:
              isList && c === 50
                ? `≥${LIST_TARGET.ratio}× same bytes & p99≤${LIST_TARGET.p99ms}: silent ${met(r)}, info ${met(i)}`
                : '',
          });
        }
      } finally {
        await same?.stop();
      }
    }
  } finally {
    await Promise.all([silent.stop(), info.stop()]);
    for (const dir of [logDir, infoDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
