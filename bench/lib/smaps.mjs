// Resident memory by mapping, from /proc/PID/smaps (Linux): a WebAssembly memory is one mapping
// of exactly its byte length, so its resident part can be told apart from the rest.
import fs from 'node:fs';

/** Each mapping's size and resident bytes. */
function mappings(pid) {
  const maps = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (head) maps.push({ size: parseInt(head[2], 16) - parseInt(head[1], 16), rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps.at(-1).rss = Number(rss[1]) * 1024;
  }
  return maps;
}

/** Resident bytes of the mapping `bytes` long (a WebAssembly memory of that size); null if none. */
export function wasmResident(pid, bytes) {
  try {
    const found = mappings(pid).filter((m) => m.size === bytes);
    return found.length ? Math.max(...found.map((m) => m.rss)) : null;
  } catch {
    return null;
  }
}

/** Proportional set size of a process (its share of pages it shares with others), from /proc. */
export function pssBytes(pid) {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
