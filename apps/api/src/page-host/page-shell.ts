// The HTML around every page: index.html with the boot script, stylesheet and runtime config in
// place, one copy per language, and the slots a page fills. Also the one key a page is kept under.
// Text is put in the shell only through `fillSlot`, and pages are keyed only by `pageCacheKey`.
import { canonicalPageUrl, LANGUAGE_CODES } from '@dfwiki/shared';
import type { PageLanguage } from './language';
import { renderStateScript } from './page-meta';
import type { RenderedPage } from './page-renderer';
import { inlineStylesheet } from './static-assets';

const BOOT_TAG = '<script src="/boot.js"></script>';
/** What the server sends when the web app has no build. */
export const UNBUILT_TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The web app is not built yet: run <code>npm run build</code>.</p><!--app-config--></body></html>';
/** The address of the one not-found render that every unknown path shares (no route matches it). */
export const NOT_FOUND = '/not-found';

/**
 * `html` with its first `slot` replaced by `value`, as plain text. Never `String.replace` with a
 * string: it expands `$&`, `` $` `` and `$'` in the value, so a name or a query holding them
 * would splice the template into the page.
 */
export function fillSlot(html: string, slot: string, value: string): string {
  const at = html.indexOf(slot);
  return at === -1 ? html : html.slice(0, at) + value + html.slice(at + slot.length);
}

/**
 * The shell of each language: index.html with the boot script inline (when there is one), the
 * stylesheet inline, the config in place, its <title> left to the page's head and <html lang> set.
 */
export function languageShells(options: {
  template: string;
  distFolder: string;
  configScript: string;
  bootTag?: string;
}): Record<PageLanguage, string> {
  const base = fillSlot(
    fillSlot(inlineStylesheet(options.template, options.distFolder), BOOT_TAG, options.bootTag ?? BOOT_TAG),
    '<!--app-config-->',
    options.configScript,
  ).replace(/<!--app-head-->\s*<title>[^<]*<\/title>/, () => '<!--app-head-->');
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      base.replace(/<html\b[^>]*>/, (tag) =>
        tag.replace(/\slang="[^"]*"/, () => '').replace('<html', () => `<html lang="${lang}"`),
      ),
    ]),
  ) as Record<PageLanguage, string>;
}

/** The shell with the page's <head> tags in place. */
export const withHead = (shell: string, head: string): string => fillSlot(shell, '<!--app-head-->', head);

/** The app shell: an empty #root that the browser renders. */
export const emptyPage = (shell: string): string => fillSlot(shell, '<!--app-html-->', '');

/** The type the rendered page's starter script has until the boot script requests it. */
export const STARTER_TYPE = 'dfwiki/starter';

/**
 * A rendered page is whole without its script (the app starts on first use), so the boot script
 * requests its starter once the page has painted, or at the first sign of use if that comes sooner
 * (public/boot.js): on a slow phone, a script requested while the page is read delays its largest
 * paint. Until then the tag has a type the browser neither fetches nor runs.
 */
const laterScript = (shell: string) =>
  shell.replace(/<script type="module"(?=[^>]*\ssrc=)/, () => `<script type="${STARTER_TYPE}"`);

/** The shell with the rendered page in #root and its state beside the config; no "needs JavaScript" note. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const withoutNote = laterScript(shell).replace(/<noscript>[^<]*<\/noscript>\s*/, () => '');
  return fillSlot(
    fillSlot(withoutNote, '<!--app-html-->', page.html),
    '<!--app-state-->',
    renderStateScript(page.state),
  );
}

/**
 * One key per page: its language and canonical address, so unknown parameters, their order, the
 * Host and dot segments never make a new entry. Unknown paths share one not-found render. `url` is
 * what the renderer renders.
 */
export function pageCacheKey(
  lang: PageLanguage,
  target: { pathname: string; search: string; dotSegment: boolean },
): { key: string; url: string } {
  const url =
    (!target.dotSegment && canonicalPageUrl(target.pathname, new URLSearchParams(target.search))) ||
    NOT_FOUND;
  return { key: `${lang} ${url}`, url };
}
