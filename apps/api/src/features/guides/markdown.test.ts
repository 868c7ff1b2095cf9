import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { GUIDE_PAYLOADS } from '@dfwiki/shared/test-fixtures/guide-payloads';
import {
  classifyLink,
  GUIDE_BODY_MAX_BYTES,
  guideSanitizerOptions,
  isUploadImage,
  renderFirstWall,
  renderGuideMarkdown,
  sanitizeGuideHtml,
} from './markdown';

const SITE = 'https://dfwiki.example';

// The tags a guide may show, written out here rather than taken from the module under test.
const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 h5 h6 strong em code pre blockquote ul ol li a img hr br table thead tbody tr th td del s'.split(
    ' ',
  ),
);
const FORBIDDEN_TAGS =
  /^(script|style|iframe|frame|frameset|form|input|button|textarea|select|svg|math|object|embed|base|meta|link|details|template|noscript|h1)$/;
const BAD_SCHEME = /^(javascript|data|vbscript|file):/;
// What an href may look like: http(s) with a host, mailto:, a path on this site, an anchor.
const GOOD_HREF = /^(https?:\/\/[^/\\]|mailto:.|\/(?![/\\])|#)/i;
const GOOD_SRC = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Parses the HTML as a browser does and lists every way it could run script or leave the allow-list.
 * `ourRules: false` leaves out the checks of the site's own link and image rules (http(s) and
 * mailto only, /uploads/ images only), for sanitize-html's own checks without ours.
 */
function problems(html: string, { ourRules = true } = {}): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script in the text');
  // Before any DOM: each real tag's attributes by a small regex (quoted values hold no quote of
  // their own kind), so an on… attribute is found by its name, not in some escaped text or value.
  for (const [, attrs] of html.matchAll(
    /<[a-z][a-z0-9]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi,
  )) {
    for (const [, name] of attrs!.matchAll(/\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g))
      if (/^on/i.test(name!)) found.push(`on…= attribute ${name} in a tag`);
  }
  const fragment = JSDOM.fragment(html);
  for (const el of fragment.querySelectorAll('*')) {
    const tag = el.localName;
    if (FORBIDDEN_TAGS.test(tag)) found.push(`forbidden tag <${tag}>`);
    else if (!ALLOWED_TAGS.has(tag)) found.push(`tag outside the allow-list <${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      // What a browser would make of the value: it drops tabs, newlines and leading controls.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`event handler ${name} on <${tag}>`);
      if (['style', 'target', 'srcdoc', 'formaction', 'action', 'xlink:href', 'srcset'].includes(name))
        found.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && BAD_SCHEME.test(value))
        found.push(`${name}=${attr.value} on <${tag}>`);
      if ((name === 'href' || name === 'src') && /^[/\\]{2}/.test(value))
        found.push(`protocol-relative ${name}=${attr.value} on <${tag}>`);
      if (!ourRules) continue;
      if (name === 'href' && !GOOD_HREF.test(attr.value)) found.push(`href outside the rules: ${attr.value}`);
      if (name === 'src' && !GOOD_SRC.test(attr.value)) found.push(`src outside the rules: ${attr.value}`);
    }
  }
  return found;
}

const textOf = (html: string) => JSDOM.fragment(html).textContent ?? '';

describe('the checker used below', () => {
  const bad = [
    '<img src=x onerror=alert(1)>',
    '<p title="x" ONCLICK=\'y\'>a</p>',
    '<a href=" java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<img src="data:image/png;base64,AAAA">',
    '<img src="/uploads/../admin">',
    '<svg><a href="#">x</a></svg>',
    '<p style="color:red">x</p>',
    '<a href="/x" target="_blank">x</a>',
    '<iframe></iframe>',
    '<h1>x</h1>',
  ];
  it.each(bad)('finds a problem in %j', (html) => expect(problems(html)).not.toEqual([]));
  it('finds none in escaped text or in a quoted value', () =>
    expect(problems('<p title="a&quot; onerror=&quot;x">&lt;img onerror=x&gt;</p>')).toEqual([]));
});

/** Known script-injection payloads (shared with the hostile-Markdown e2e spec). */
const PAYLOADS = GUIDE_PAYLOADS;

describe('script-injection payloads', () => {
  it('has at least 30 of them', () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(30));

  it.each(PAYLOADS)('$name: nothing can run', ({ md, shown }) => {
    const { html } = renderGuideMarkdown(md, { siteOrigin: SITE });
    expect(problems(html), html).toEqual([]);
    if (shown) expect(textOf(html), html).toContain(shown);
  });

  // Each wall holds on its own: the parser with our rules, without the allow-list behind it …
  it.each(PAYLOADS)('$name: the first wall alone holds', ({ md, shown }) => {
    const { html } = renderFirstWall(md, { siteOrigin: SITE });
    expect(problems(html), html).toEqual([]);
    if (shown) expect(textOf(html), html).toContain(shown);
  });

  // … and the allow-list behind a parser that lets everything through (raw HTML, any address).
  const openParser = new MarkdownIt({ html: true });
  openParser.validateLink = () => true;
  it.each(PAYLOADS)('$name: the second wall alone holds', ({ md }) => {
    const html = sanitizeGuideHtml(openParser.render(md), { siteOrigin: SITE });
    expect(problems(html), html).toEqual([]);
  });

  // Inside the second wall, sanitize-html's own tag, attribute and scheme lists hold without our
  // link and image rules too.
  const libraryOnly = {
    ...guideSanitizerOptions(SITE),
    transformTags: { h1: 'h2' },
    exclusiveFilter: undefined,
  };
  it.each(PAYLOADS)("$name: sanitize-html's own lists hold", ({ md }) => {
    const html = sanitizeHtml(openParser.render(md), libraryOnly);
    expect(problems(html, { ourRules: false }), html).toEqual([]);
  });

  it('the second wall keeps a link refused by address as its text, and drops an image elsewhere', () => {
    expect(sanitizeGuideHtml('<p><a href="java&#x09;script:alert(1)">x</a></p>')).toBe('<p>x</p>');
    expect(sanitizeGuideHtml('<p><a href="//evil.example">x</a></p>')).toBe('<p>x</p>');
    expect(sanitizeGuideHtml('<p><a href="ftp://evil.example">x</a></p>')).toBe('<p>x</p>');
    expect(sanitizeGuideHtml('<p><img src="https://evil.example/a.png" alt="a">b</p>')).toBe('<p>b</p>');
    expect(sanitizeGuideHtml('<h1 id="app-config" class="x">T</h1>')).toBe('<h2>T</h2>');
    expect(sanitizeGuideHtml('<a href="/x" rel="opener nofollow" target="_blank">x</a>')).toBe(
      '<a href="/x" rel="nofollow">x</a>',
    );
    expect(sanitizeGuideHtml('<td align="justify" style="color:red">1</td>')).toBe('<td>1</td>');
    expect(sanitizeGuideHtml('<code class="language-js site-header">1</code>')).toBe(
      '<code class="language-js">1</code>',
    );
  });
});

describe('the first wall: markdown-it never passes HTML', () => {
  it('shows raw HTML as text, exactly', () => {
    expect(renderGuideMarkdown('<b>bold</b> <script>x</script>').html).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;</p>\n',
    );
    expect(renderGuideMarkdown('<div onclick="x()">\n\nhi\n\n</div>').html).toBe(
      '<p>&lt;div onclick="x()"&gt;</p>\n<p>hi</p>\n<p>&lt;/div&gt;</p>\n',
    );
  });

  it('leaves a link with a script address as plain text', () => {
    expect(renderGuideMarkdown('[x](javascript:alert(1))').html).toBe('<p>[x](javascript:alert(1))</p>\n');
    expect(renderGuideMarkdown('<javascript:alert(1)>').html).toBe('<p>&lt;javascript:alert(1)&gt;</p>\n');
  });
});

describe('link addresses', () => {
  const cases: [string, ReturnType<typeof classifyLink>][] = [
    ['https://evil.example/a?b#c', 'external'],
    ['http://evil.example', 'external'],
    ['HTTPS://EVIL.EXAMPLE', 'external'],
    [`${SITE}/wiki/weapons`, 'same-site'],
    ['https://dfwiki.example.evil.example/', 'external'],
    ['http://dfwiki.example/wiki', 'external'], // another scheme is another origin
    ['mailto:editor@dfwiki.example', 'mailto'],
    ['MAILTO:editor@dfwiki.example', 'mailto'],
    ['/wiki/weapons', 'same-site'],
    ['/', 'same-site'],
    ['#recoil', 'same-site'],
    ['mailto:', undefined],
    ['https://', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['\\\\evil.example', undefined],
    ['wiki/weapons', undefined],
    ['../admin', undefined],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['java\0script:alert(1)', undefined],
    ['java%09script:alert(1)', undefined],
    ['javascript%3Aalert(1)', undefined],
    ['&#106;avascript:alert(1)', undefined],
    ['data:text/html;base64,PHNjcmlwdD4=', undefined],
    ['data:image/png;base64,iVBORw0KGgo=', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['ftp://evil.example', undefined],
    ['https://evil.example/\u0085', undefined],
    ['', undefined],
  ];
  it.each(cases)('%j is %s', (href, kind) => expect(classifyLink(href, SITE)).toBe(kind));

  it('without our origin, every absolute link is external', () => {
    expect(classifyLink(`${SITE}/wiki`)).toBe('external');
  });

  const images: [string, boolean][] = [
    ['/uploads/0f3a.webp', true],
    ['/uploads/0f3a.thumb.webp', true],
    ['/uploads/a.png', true],
    ['/uploads/../admin', false],
    ['/uploads/..', false],
    ['/uploads/.hidden', false],
    ['/uploads/%2e%2e/admin', false],
    ['/uploads//evil.example/a.png', false],
    ['/uploads/a/b.png', false],
    ['/uploads/a.png?x=1', false],
    ['/uploads/', false],
    ['/uploadsx/a.png', false],
    ['uploads/a.png', false],
    ['//evil.example/uploads/a.png', false],
    ['https://dfwiki.example/uploads/a.png', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
  ];
  it.each(images)('image %j allowed: %s', (src, ok) => expect(isUploadImage(src)).toBe(ok));
});

describe('what a guide may contain', () => {
  const html = (md: string) => renderGuideMarkdown(md, { siteOrigin: SITE }).html;

  it('headings: h1 becomes h2, h2 and h3 get ids and make the table of contents', () => {
    const out = renderGuideMarkdown(
      '# Loadout\n\n## Recoil *control*\n\n### Step `1`\n\n#### Small print\n\n##### Smaller',
    );
    expect(out.html).toBe(
      '<h2 id="guide-loadout">Loadout</h2>\n' +
        '<h2 id="guide-recoil-control">Recoil <em>control</em></h2>\n' +
        '<h3 id="guide-step-1">Step <code>1</code></h3>\n' +
        '<h4>Small print</h4>\n<h5>Smaller</h5>\n',
    );
    expect(out.headings).toEqual([
      { level: 2, id: 'guide-loadout', text: 'Loadout' },
      { level: 2, id: 'guide-recoil-control', text: 'Recoil control' },
      { level: 3, id: 'guide-step-1', text: 'Step 1' },
    ]);
  });

  it('duplicate headings get -2, -3 …, never an id already taken', () => {
    const out = renderGuideMarkdown('## Tips\n\n## Tips\n\n### Tips 2\n\n## Tips\n\n## TIPS!');
    expect(out.headings.map((h) => h.id)).toEqual([
      'guide-tips',
      'guide-tips-2',
      'guide-tips-2-2',
      'guide-tips-3',
      'guide-tips-4',
    ]);
    expect(out.html).toContain('<h2 id="guide-tips-4">TIPS!</h2>');
  });

  it('ids keep letters of any script and have a fallback', () => {
    expect(renderGuideMarkdown('## 后坐力 控制\n\n## Überblick\n\n## !!!').headings).toEqual([
      { level: 2, id: 'guide-后坐力-控制', text: '后坐力 控制' },
      { level: 2, id: 'guide-überblick', text: 'Überblick' },
      { level: 2, id: 'guide-section', text: '!!!' },
    ]);
  });

  it('lists, quotes, rules, breaks and strikethrough', () => {
    expect(html('- a\n- b\n\n3. c\n4. d')).toBe(
      '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol start="3">\n<li>c</li>\n<li>d</li>\n</ol>\n',
    );
    expect(html('> quoted\n\n---\n\n~~old~~ **new**  \nline')).toBe(
      '<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr />\n<p><s>old</s> <strong>new</strong><br />\nline</p>\n',
    );
  });

  it('code blocks keep their content as escaped text', () => {
    expect(html('```js\nif (a < b && c) alert("<b>");\n```')).toBe(
      '<pre><code class="language-js">if (a &lt; b &amp;&amp; c) alert("&lt;b&gt;");\n</code></pre>\n',
    );
    expect(html('    <script>x</script>')).toBe('<pre><code>&lt;script&gt;x&lt;/script&gt;\n</code></pre>\n');
    expect(html('```"><img src=x onerror=alert(1)>\nx\n```')).toBe('<pre><code>x\n</code></pre>\n');
  });

  it('tables keep their alignment as an align attribute, without style', () => {
    expect(html('| Gun | TTK | Note |\n|:--|--:|:-:|\n| M4A1 | 320 | ok |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">Gun</th>\n<th align="right">TTK</th>\n' +
        '<th align="center">Note</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">M4A1</td>\n' +
        '<td align="right">320</td>\n<td align="center">ok</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('a link to another site gets rel nofollow ugc noopener, and never a target', () => {
    const rel = 'rel="nofollow ugc noopener"';
    expect(html('[forum](https://forum.example/t/1 "Thread")')).toBe(
      `<p><a href="https://forum.example/t/1" title="Thread" ${rel}>forum</a></p>\n`,
    );
    expect(html('<https://forum.example>')).toBe(
      `<p><a href="https://forum.example" ${rel}>https://forum.example</a></p>\n`,
    );
    expect(html('[forum][f]\n\n[f]: http://forum.example/')).toBe(
      `<p><a href="http://forum.example/" ${rel}>forum</a></p>\n`,
    );
    expect(html('[x](https://evil.example)')).not.toContain('target');
  });

  it('same-site links and mailto get no rel', () => {
    expect(html('[M4A1](/wiki/weapons/m4a1) [up](#guide-loadout)')).toBe(
      '<p><a href="/wiki/weapons/m4a1">M4A1</a> <a href="#guide-loadout">up</a></p>\n',
    );
    expect(html(`[home](${SITE}/wiki)`)).toBe(`<p><a href="${SITE}/wiki">home</a></p>\n`);
    expect(html('[mail](mailto:editor@dfwiki.example) <editor@dfwiki.example>')).toBe(
      '<p><a href="mailto:editor@dfwiki.example">mail</a> ' +
        '<a href="mailto:editor@dfwiki.example">editor@dfwiki.example</a></p>\n',
    );
  });

  it('a refused link keeps its text', () => {
    expect(html('[read *this*](ftp://evil.example/x)')).toBe('<p>read <em>this</em></p>\n');
    expect(html('[x](//evil.example) [y](wiki/a) [z](data:image/png;base64,iVBORw0KGgo=)')).toBe(
      '<p>x y z</p>\n',
    );
  });

  it('images: our uploads stay (lazy), any other keeps only its alt text', () => {
    expect(html('![M4A1 **side**](/uploads/0f3a.webp "Side view")')).toBe(
      '<p><img src="/uploads/0f3a.webp" alt="M4A1 side" title="Side view" loading="lazy" /></p>\n',
    );
    expect(html('![M4A1 side](https://evil.example/a.png) and ![x](/uploads/../admin)')).toBe(
      '<p>M4A1 side and x</p>\n',
    );
  });

  it(`takes bodies up to ${GUIDE_BODY_MAX_BYTES} bytes and throws past them`, () => {
    expect(GUIDE_BODY_MAX_BYTES).toBe(51_200);
    expect(renderGuideMarkdown('a'.repeat(GUIDE_BODY_MAX_BYTES)).html).toHaveLength(GUIDE_BODY_MAX_BYTES + 8);
    expect(() => renderGuideMarkdown('a'.repeat(GUIDE_BODY_MAX_BYTES + 1))).toThrow(RangeError);
    // Bytes, not characters: 25,601 two-byte letters are one byte too many.
    expect(() => renderGuideMarkdown('é'.repeat(GUIDE_BODY_MAX_BYTES / 2 + 1))).toThrow(RangeError);
  });
});
