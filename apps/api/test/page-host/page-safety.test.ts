// Pages under attack: text that looks like a replacement pattern or a closing tag stays text,
// each page has one cache key (its canonical address: no Host, no unknown parameters, no dot
// segments), malformed URLs answer 400, and uncached renders run on a budget.
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderBudget, isRefusal } from '../../src/page-host/render-budget';
import { callApi, createTestApp, engine, type TestApp } from '../harness';
import { standInWeb } from './stand-in-web';

// The stand-in echoes the URL it was asked to render and its `q`, in the markup (escaped, as React
// does) and in the state, counts its renders, and names a weapon page after the weapon it read.
const { dist, remove } = standInWeb(
  `const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  export function createRenderer({ fetchApi }) {
    let renders = 0;
    return {
      async render(url, lang) {
        renders += 1;
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        const weapon = /^\\/wiki\\/weapons\\/([^/?]+)/.exec(url);
        const name = weapon && (await (await fetchApi('/api/v1/weapons/' + weapon[1])).json()).data.weapon.name;
        return {
          status: 200,
          head: name ? { title: name + ' · DF Wiki', description: name } : undefined,
          html: '<main data-render="' + renders + '" data-url="' + esc(url) + '">' + esc(q) + '</main>',
          state: { lang, url, q },
        };
      },
    };
  }`,
);

const PAYLOADS = ['$`', '$&', "$'", '$1', '</script><script>alert(1)</script>', 'a\u2028b\u2029c', '$$`$&'];
const renderCount = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
const renderedUrl = (html: string) => /data-url="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)![1]!) as {
    q: string;
    url: string;
  };
const htmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ serveWeb: true, webDistFolder: dist, sessions: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** One GET with `target` exactly as written on the request line; the body as text. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}
afterAll(async () => {
  await t?.close();
  remove();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe(`text that never reshapes a page (${engine()})`, () => {
  it.each(PAYLOADS)('shows %j in a query literally, in one page with valid state', async (payload) => {
    const res = await get(`/wiki/cards?q=${encodeURIComponent(payload)}`);
    expect(res.statusCode).toBe(200);
    expect(count(res.body, '<!doctype html>')).toBe(1);
    expect(count(res.body, '<div id="root">')).toBe(1);
    expect(res.body).toContain(`>${htmlText(payload)}</main>`);
    expect(stateOf(res.body).q).toBe(payload);
    // Nothing in the state can close its element or break a line for a script parser.
    const json = /id="ssr-state">([^<]*)</.exec(res.body)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('answers a 12 KB query of replacement patterns with a page of normal size', async () => {
    const normal = await get('/wiki/cards?q=plain');
    const res = await get(`/wiki/cards?q=${encodeURIComponent('$`'.repeat(6000))}`);
    expect(res.statusCode).toBe(200);
    console.log(`[figures] 12 KB $\` URL: ${res.body.length} B page (plain query: ${normal.body.length} B)`);
    expect(res.body.length).toBeLessThan(normal.body.length + 1000);
  });

  it.each(PAYLOADS)('shows a weapon named with %j literally in its <title>', async (payload) => {
    const name = `Gun ${payload}`.slice(0, 80);
    const id = PAYLOADS.indexOf(payload) + 1;
    const saved = await callApi(t, 'PATCH', `/weapons/${id}`, { name }, t.as.editor);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(`/wiki/weapons/${saved.json().data.weapon.slug}`);
    expect(count(res.body, '<!doctype html>')).toBe(1);
    expect(count(res.body, '<title>')).toBe(1);
    const title = /<title>([^<]*)<\/title>/.exec(res.body)![1]!;
    expect(title).toContain(htmlText(name).replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
    stateOf(res.body); // parses
  });

  it('never writes the Host header into a page', async () => {
    const res = await get('/wiki/terms', { host: 'zz$`b.example' });
    expect(res.statusCode).toBe(200);
    expect(count(res.body, '<!doctype html>')).toBe(1);
    expect(res.body).not.toContain('zz');
  });
});

describe(`one cache key per page (${engine()})`, () => {
  it('keeps only the parameters a page declares, in a fixed order, whatever the Host', async () => {
    const first = await get('/wiki/storage?q=vest&type=backpack&utm_source=x', { host: 'a.example' });
    expect(renderedUrl(first.body)).toBe('/wiki/storage?type=backpack&q=vest');
    for (const [url, host] of [
      ['/wiki/storage?type=backpack&q=vest', 'b.example'],
      ['/wiki/storage/?q=vest&x=1&type=backpack', 'c.example'],
      ['/wiki/%73torage?type=backpack&q=vest&type=chest-rig', 'localhost'],
    ] as const)
      expect(renderCount((await get(url, { host })).body), url).toBe(renderCount(first.body));
  });

  // Sent as raw request lines over a socket: an HTTP client library would resolve or encode them.
  it.each(['/wiki/weapons/.', '/wiki/weapons/%2e', '/wiki/weapons/%2E%2E', '/wiki/cards/./', '/wiki/x/..'])(
    'answers the dot-segment path %s with the not-found page, never under another key',
    async (target) => {
      const page = await get('/wiki/weapons');
      expect(page.statusCode).toBe(200);
      const res = await rawGet(target);
      expect(res.status).toBe(404);
      expect(renderedUrl(res.body)).toBe('/not-found');
      const again = await get('/wiki/weapons');
      expect(again.statusCode).toBe(200);
      expect(renderCount(again.body)).toBe(renderCount(page.body));
    },
  );

  it.each([
    '/#%zz',
    '/wiki/cards#%zz',
    '/wiki/%zz',
    '/api/v1/%zz',
    '/api/v1/weapons?q=%zz',
    '/uploads/%E0%A4%A',
  ])('answers malformed percent-encoding in %s with 400, never 500', async (target) => {
    const res = await rawGet(target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('BAD_REQUEST');
  });
});

describe(`renders on a budget (${engine()})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      serveWeb: true,
      webDistFolder: dist,
      sessions: true,
      config: { RENDER_LIMIT_PER_MINUTE: 5 },
    });
  });
  afterAll(async () => limited?.close());
  const fetchPage = (url: string, remoteAddress = '10.9.0.1') =>
    limited.app.inject({ method: 'GET', url, remoteAddress });

  it('lets one address start only so many uncached renders a minute, then serves stale or 503', async () => {
    const kept = await fetchPage('/wiki/cards?q=kept');
    expect(kept.statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetchPage(`/wiki/cards?q=flood${i}`)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([503, 503, 503, 503]);
    const refused = await fetchPage('/wiki/cards?q=one-more');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Please try again in a few seconds');
    // Cached pages are still served to the flooding address, and other addresses still render.
    expect((await fetchPage('/wiki/cards?q=kept')).statusCode).toBe(200);
    expect((await fetchPage('/wiki/cards?q=other', '10.9.0.2')).statusCode).toBe(200);

    // After a write the kept page is stale: the flooding address gets that copy, not a new render.
    await callApi(limited, 'POST', '/build-tags', { name: 'Budget Tag' }, limited.as.editor);
    const stale = await fetchPage('/wiki/cards?q=kept');
    expect(stale.statusCode).toBe(200);
    expect(renderCount(stale.body)).toBe(renderCount(kept.body));
    const fresh = await fetchPage('/wiki/cards?q=kept', '10.9.0.3');
    expect(renderCount(fresh.body)).toBeGreaterThan(renderCount(kept.body));
  });
});

describe(`limits on the routed path (${engine()})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { READ_LIMIT_PER_MINUTE: 3 } });
  });
  afterAll(async () => limited?.close());

  it('counts /%61pi/v1/… like /api/v1/… against the read limit', async () => {
    const read = async (url: string) =>
      (await limited.app.inject({ method: 'GET', url, remoteAddress: '10.8.0.1' })).statusCode;
    expect(await read('/%61pi/v1/maps')).toBe(200); // the router decodes it to the API route
    expect([await read('/%61pi/v1/maps'), await read('/api/v1/m%61ps')]).toEqual([200, 200]);
    expect(await read('/%61pi/v1/maps')).toBe(429);
    expect(await read('/api/v1/maps')).toBe(429);
  });
});

describe('RenderBudget', () => {
  const ADDRESS_LIMITS_OFF = { perAddressPerMinute: 0, perAddressAtOnce: 99 };
  const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 20));

  it('runs at most `concurrency` renders at once behind a bounded queue', async () => {
    const budget = new RenderBudget({ concurrency: 2, queue: 3, ...ADDRESS_LIMITS_OFF });
    const runs = Array.from({ length: 7 }, (_, i) => budget.run(`a${i}`, slow));
    expect(budget.load).toEqual({ running: 2, waiting: 3 });
    expect(runs.filter(isRefusal)).toEqual([
      { reason: 'busy', retryAfterSeconds: 2 },
      { reason: 'busy', retryAfterSeconds: 2 },
    ]);
    expect(await Promise.all(runs.filter((r) => !isRefusal(r)))).toEqual(Array(5).fill('done'));
    expect(budget.load).toEqual({ running: 0, waiting: 0 });
  });

  it('limits renders per address a minute and at once', async () => {
    const budget = new RenderBudget({
      concurrency: 9,
      queue: 9,
      perAddressPerMinute: 3,
      perAddressAtOnce: 2,
    });
    const [a, b, c] = [budget.run('x', slow), budget.run('x', slow), budget.run('x', slow)];
    expect(isRefusal(a) || isRefusal(b)).toBe(false);
    expect(c).toMatchObject({ reason: 'address' }); // two at once
    await Promise.all([a, b]);
    expect(isRefusal(budget.run('x', slow))).toBe(false); // the third of the minute
    expect(budget.run('x', slow)).toMatchObject({ reason: 'address' }); // a fourth: over the minute's
    expect(isRefusal(budget.run('y', slow))).toBe(false);
  });
});
