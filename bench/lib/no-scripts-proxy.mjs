// The limit a page's scripts are measured against: the same page's own HTML and CSS with every
// script removed. A small proxy in front of the wiki passes every answer through and strips
// `<script>` elements and script preloads from the HTML ones.
import http from 'node:http';
import { gzipSync } from 'node:zlib';

/** The HTML without scripts: what the page costs when only its markup and stylesheet load. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Starts the proxy for `target` (the wiki's base URL); `url` is the proxy's. */
export async function startNoScriptsProxy(target) {
  const server = http.createServer(async (req, res) => {
    try {
      const answer = await fetch(new URL(req.url, target), {
        headers: {
          accept: req.headers.accept ?? '*/*',
          'accept-language': req.headers['accept-language'] ?? '',
        },
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      const headers = { 'content-type': type, 'cache-control': 'no-store' };
      if (answer.headers.get('location')) headers.location = answer.headers.get('location');
      let body = Buffer.from(await answer.arrayBuffer());
      if (type.startsWith('text/html')) body = Buffer.from(stripScripts(body.toString('utf8')));
      // Compressed as the wiki sends it, so the limit is not paying for bigger transfers.
      if (
        /^(text\/|application\/(json|javascript))/.test(type) &&
        /gzip/.test(req.headers['accept-encoding'] ?? '')
      ) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
