// Known script-injection payloads for guides (docs/security.md): raw HTML, entity-encoded and
// mixed-case URL schemes, image attribute breakouts, reference-style links, SVG and MathML tricks.
// The API's renderer test (apps/api/src/features/guides/markdown.test.ts) sends each through the
// renderer's walls; the hostile-Markdown e2e spec publishes each as a guide and opens it in Chromium.

export interface GuidePayload {
  name: string;
  /** The Markdown a writer sends. */
  md: string;
  /** Raw HTML must come out as visible text (the parser never passes HTML through): this text is shown. */
  shown?: string;
}

export const GUIDE_PAYLOADS: GuidePayload[] = [
  { name: 'raw script', md: '<script>alert(1)</script>', shown: '<script>' },
  { name: 'script with src', md: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>', shown: '<SCRIPT' },
  { name: 'img onerror', md: '<img src=x onerror=alert(1)>', shown: '<img src=x onerror' },
  { name: 'svg onload', md: '<svg onload=alert(1)>', shown: '<svg onload' },
  { name: 'script in svg', md: '<svg><script>alert(1)</script></svg>', shown: '<svg>' },
  {
    name: 'mXSS through math and style',
    md: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    shown: '<math>',
  },
  {
    name: 'mXSS through noscript',
    md: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    shown: '<noscript>',
  },
  { name: 'iframe javascript', md: '<iframe src="javascript:alert(1)"></iframe>', shown: '<iframe' },
  { name: 'iframe srcdoc', md: '<iframe srcdoc="<script>alert(1)</script>">', shown: '<iframe' },
  { name: 'form', md: '<form action="javascript:alert(1)"><button>go</button></form>', shown: '<form' },
  { name: 'raw a javascript', md: '<a href="javascript:alert(1)">x</a>', shown: '<a href' },
  { name: 'raw a entity-encoded', md: '<a href="&#106;avascript:alert(1)">x</a>', shown: '<a href' },
  { name: 'style element', md: '<style>*{display:none}</style>', shown: '<style>' },
  { name: 'style attribute', md: '<p style="background:url(javascript:alert(1))">x</p>', shown: '<p style' },
  { name: 'base', md: '<base href="https://evil.example/">', shown: '<base' },
  {
    name: 'meta refresh',
    md: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    shown: '<meta',
  },
  { name: 'HTML comment', md: '<!-- <script>alert(1)</script> -->', shown: '<!--' },
  { name: 'CDATA', md: '<![CDATA[<script>alert(1)</script>]]>', shown: '<![CDATA[' },
  { name: 'object', md: '<object data="javascript:alert(1)"></object>', shown: '<object' },
  { name: 'embed', md: '<embed src="javascript:alert(1)">', shown: '<embed' },
  {
    name: 'link stylesheet',
    md: '<link rel="stylesheet" href="https://evil.example/x.css">',
    shown: '<link',
  },
  { name: 'details ontoggle', md: '<details open ontoggle=alert(1)>', shown: '<details' },
  { name: 'unknown tag onclick', md: '<x onclick=alert(1)>click</x>', shown: '<x onclick' },
  { name: 'textarea', md: '<textarea><script>alert(1)</script></textarea>', shown: '<textarea>' },
  { name: 'HTML in a list item', md: '- <img src="x" onerror="alert(1)"/>', shown: '<img' },
  { name: 'HTML in a table cell', md: '| a |\n|---|\n| <img src=x onerror=alert(1)> |', shown: '<img' },
  { name: 'HTML in a heading', md: '# <script>alert(1)</script>', shown: '<script>' },
  { name: 'HTML in link text', md: '[<img src=x onerror=alert(1)>](https://a.example)', shown: '<img' },
  { name: 'HTML in a code span', md: '`<script>alert(1)</script>`', shown: '<script>' },
  { name: 'link javascript', md: '[x](javascript:alert(1))' },
  { name: 'link mixed case', md: '[x](JaVaScRiPt:alert(1))' },
  { name: 'link entity j', md: '[x](&#106;avascript:alert(1))' },
  { name: 'link hex entities', md: '[x](&#x6A;avascript&#x3A;alert(1))' },
  { name: 'link tab in scheme', md: '[x](<java\tscript:alert(1)>)' },
  { name: 'link entity tab in scheme', md: '[x](java&#9;script:alert(1))' },
  { name: 'link newline entity in scheme', md: '[x](java&#10;script:alert(1))' },
  { name: 'link NUL in scheme', md: '[x](java\0script:alert(1))' },
  { name: 'link leading spaces', md: '[x](   javascript:alert(1))' },
  { name: 'link leading entity space', md: '[x](&#32;javascript:alert(1))' },
  { name: 'link percent-encoded colon', md: '[x](javascript%3Aalert(1))' },
  { name: 'link percent-encoded j', md: '[x](%6Aavascript:alert(1))' },
  { name: 'link data html', md: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' },
  { name: 'link data image', md: '[x](data:image/png;base64,iVBORw0KGgo=)' },
  { name: 'link vbscript', md: '[x](vbscript:msgbox(1))' },
  { name: 'link file', md: '[x](file:///etc/passwd)' },
  { name: 'link protocol-relative', md: '[x](//evil.example/a)' },
  { name: 'link backslash host', md: '[x](/\\evil.example)' },
  { name: 'link title breakout', md: '[x](https://evil.example "a\\" onmouseover=\\"alert(1)")' },
  { name: 'image javascript', md: '![x](javascript:alert(1))' },
  { name: 'image another host', md: '![x](https://evil.example/a.png)' },
  { name: 'image data png', md: '![x](data:image/png;base64,iVBORw0KGgo=)' },
  { name: 'image data svg', md: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)' },
  { name: 'image dot-dot', md: '![x](/uploads/../admin)' },
  { name: 'image encoded dot-dot', md: '![x](/uploads/%2e%2e/admin)' },
  { name: 'image double slash', md: '![x](/uploads//evil.example/a.png)' },
  { name: 'image alt breakout', md: '![x" onerror="alert(1)](/uploads/a.png)' },
  { name: 'image title breakout', md: '![x](/uploads/a.png "t\\" onerror=\\"alert(1)")' },
  { name: 'reference javascript', md: '[x][1]\n\n[1]: javascript:alert(1)' },
  { name: 'reference pointy upper case', md: '[x][1]\n\n[1]: <JAVASCRIPT:alert(1)> "t"' },
  { name: 'reference data', md: '[x][1]\n\n[1]: data:text/html,<script>alert(1)</script>' },
  { name: 'reference image elsewhere', md: '![x][img]\n\n[img]: https://evil.example/a.png' },
  { name: 'autolink javascript', md: '<javascript:alert(1)>' },
  { name: 'autolink upper case', md: '<JAVASCRIPT:alert(1)>' },
  { name: 'autolink vbscript', md: '<vbscript:msgbox(1)>' },
  { name: 'autolink data', md: '<data:text/html,alert(1)>' },
  { name: 'autolink quote breakout', md: '<https://evil.example/"onmouseover="alert(1)>' },
];
