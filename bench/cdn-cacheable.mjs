// The share of public answers a CDN may keep: every sitemap address (both languages) and the
// public API list and detail reads, each asked twice (plainly, then with a language cookie and
// Romanian Accept-Language). An answer counts when it is 200, `public` with an s-maxage, carries
// no Set-Cookie, does not vary on Cookie, has a strong ETag, is the same (ETag) both times, and
// answers 304 to its own ETag. Target: 100 %. `/` is asked with an English cookie instead: a
// Romanian preference there is sent to /ro/ on purpose (a private 302, docs/caching.md).
const LIST_READS = [
  '/api/v1/weapons',
  '/api/v1/weapon-categories',
  '/api/v1/keycards',
  '/api/v1/ammo',
  '/api/v1/armor',
  '/api/v1/weapon-models',
  '/api/v1/build-tags',
  '/api/v1/maps',
  '/api/v1/storage-prices',
  '/api/v1/rotation',
];
const ASKER = { cookie: 'language=ro; theme=dark', 'accept-language': 'ro-RO,ro;q=0.9' };
const HOME_ASKER = { cookie: 'language=en; theme=dark', 'accept-language': 'en-GB' };

/** Why an answer cannot be kept by a shared cache, or '' when it can. */
function refusal(plain, asked, notModified) {
  const h = plain.headers;
  const cacheControl = h.get('cache-control') ?? '';
  if (plain.status !== 200) return `status ${plain.status}`;
  if (!/\bpublic\b/.test(cacheControl) || !/s-maxage=[1-9]/.test(cacheControl)) return cacheControl;
  if (/private|no-store|no-cache/.test(cacheControl)) return cacheControl;
  if (h.get('set-cookie') || asked.headers.get('set-cookie')) return 'sets a cookie';
  if (/cookie|\*/i.test(h.get('vary') ?? '')) return `vary: ${h.get('vary')}`;
  if (!/^"[^"]+"$/.test(h.get('etag') ?? '')) return `etag ${h.get('etag')}`;
  if (h.get('etag') !== asked.headers.get('etag')) return 'differs with a cookie';
  if (notModified.status !== 304) return `If-None-Match gave ${notModified.status}`;
  return '';
}

async function check(baseUrl, path) {
  const url = `${baseUrl}${path}`;
  const get = (headers = {}) => fetch(url, { headers, redirect: 'manual' });
  const plain = await get();
  await plain.arrayBuffer();
  const asked = await get(path === '/' ? HOME_ASKER : ASKER);
  await asked.arrayBuffer();
  const notModified = await get({ 'if-none-match': plain.headers.get('etag') ?? '' });
  await notModified.arrayBuffer();
  return refusal(plain, asked, notModified);
}

async function detailReads(baseUrl) {
  const read = async (p) => (await (await fetch(`${baseUrl}${p}`)).json()).data;
  const [{ weapons }, { rounds }, { armor }] = await Promise.all(
    ['/api/v1/weapons', '/api/v1/ammo', '/api/v1/armor'].map(read),
  );
  return [
    ...weapons.map((w) => `/api/v1/weapons/${w.slug}`),
    ...rounds.map((r) => `/api/v1/ammo/${encodeURIComponent(r.id)}`),
    ...armor.map((p) => `/api/v1/armor/${encodeURIComponent(p.id)}`),
  ];
}

export async function measureCdnCacheable(baseUrl, { concurrency = 4 } = {}) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const groups = {
    'pages, English': pages.filter((p) => !p.startsWith('/ro/')),
    'pages, Romanian (/ro/…)': pages.filter((p) => p.startsWith('/ro/')),
    'API list reads': LIST_READS,
    'API detail reads': await detailReads(baseUrl),
  };
  const rows = [];
  for (const [group, paths] of Object.entries(groups)) {
    const refused = [];
    for (let i = 0; i < paths.length; i += concurrency) {
      const batch = paths.slice(i, i + concurrency);
      const reasons = await Promise.all(batch.map((p) => check(baseUrl, p)));
      reasons.forEach((reason, j) => reason && refused.push(`${batch[j]}: ${reason}`));
    }
    const share = paths.length ? (100 * (paths.length - refused.length)) / paths.length : 0;
    rows.push({
      answers: group,
      count: paths.length,
      cacheable: paths.length - refused.length,
      sharePct: +share.toFixed(1),
      firstRefused: refused[0] ?? '',
      target: `100 %: ${refused.length === 0 && paths.length > 0 ? 'pass' : 'FALLS SHORT'}`,
    });
  }
  return rows;
}

// `node bench/cdn-cacheable.mjs http://127.0.0.1:3000` measures a running server.
if (import.meta.url === `file://${process.argv[1]}`)
  console.table(await measureCdnCacheable(process.argv[2]));
