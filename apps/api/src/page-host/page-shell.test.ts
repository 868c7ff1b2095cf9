import { describe, expect, it } from 'vitest';
import {
  emptyPage,
  fillSlot,
  languageShells,
  NOT_FOUND,
  pageCacheKey,
  STARTER_TYPE,
  withRenderedPage,
} from './page-shell';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><script src="/boot.js"></script><!--app-head--><title>DF Wiki</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"><!--app-html--></div><!--app-config--><!--app-state--></body></html>';

describe('page shell', () => {
  it('fills a slot with text as it is, whatever replacement patterns it holds', () => {
    for (const text of ['$&', '$`', "$'", '$1', '$$']) {
      expect(fillSlot('<a><!--s--></a>', '<!--s-->', text)).toBe(`<a>${text}</a>`);
    }
    expect(fillSlot('<a></a>', '<!--s-->', 'x')).toBe('<a></a>');
  });

  it('puts a rendered page and its state in place, without the "needs JavaScript" note', () => {
    const html = withRenderedPage(TEMPLATE, {
      status: 200,
      html: '<p>$& $`</p>',
      state: { q: "$'</script>" },
    });
    expect(html).toContain('<div id="root"><p>$& $`</p></div>');
    expect(html).toContain(
      '<script type="application/json" id="ssr-state">{"q":"$\'\\u003c/script\\u003e"}</script>',
    );
    expect(html).not.toContain('<noscript>');
  });

  it("leaves a rendered page's starter for the boot script to request after the first paint, and only a rendered page's", () => {
    const shell = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/app.js"></script></head>',
    );
    const rendered = withRenderedPage(shell, { status: 200, html: '<p>x</p>', state: {} });
    expect(rendered).toContain(`<script type="${STARTER_TYPE}" crossorigin src="/assets/app.js"></script>`);
    expect(rendered).not.toContain('type="module"');
    expect(emptyPage(shell)).toContain('<script type="module" crossorigin src="/assets/app.js">');
  });

  it('makes one shell a language: boot script and config in place, <html lang> set, title left to the page', () => {
    const shells = languageShells({
      template: TEMPLATE,
      distFolder: '/no/such/folder',
      configScript: '<script id="app-config">$&</script>',
      bootTag: '<script>boot()</script>',
    });
    expect(shells.ro).toContain('<html lang="ro">');
    expect(shells.en).toContain('<head><script>boot()</script><!--app-head--></head>');
    expect(shells.en).toContain('<script id="app-config">$&</script><!--app-state-->');
  });

  it('keys a page by language and canonical address; unknown paths and dot segments share one key', () => {
    const key = (pathname: string, search = '', dotSegment = false) =>
      pageCacheKey('en', { pathname, search, dotSegment });
    expect(key('/wiki/cards', 'utm=x&q=key&map=zero-dam')).toEqual({
      key: 'en /wiki/cards?map=zero-dam&q=key',
      url: '/wiki/cards?map=zero-dam&q=key',
    });
    expect(pageCacheKey('ro', { pathname: '/wiki/cards', search: '', dotSegment: false }).key).toBe(
      'ro /wiki/cards',
    );
    expect(key('/no/such/page').url).toBe(NOT_FOUND);
    expect(key('/wiki/cards', '', true).url).toBe(NOT_FOUND);
  });
});
