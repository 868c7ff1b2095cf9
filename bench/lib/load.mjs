// One autocannon run: requests/s, latency percentiles and response size.
import autocannon from 'autocannon';

/** What every load run sends, as a browser would: it takes gzip. */
export const LOAD_HEADERS = { 'accept-encoding': 'gzip' };

export async function load(url, { connections, duration, headers = {} }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { ...LOAD_HEADERS, ...headers },
    pipelining: 1,
  });
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    /** Answers and seconds, to add runs up (rps is a per-second average). */
    requests: result.requests.total,
    seconds: result.duration,
    bytesPerReq: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
