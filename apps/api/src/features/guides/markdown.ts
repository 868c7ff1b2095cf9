// Players' guides, written in Markdown and shown to every visitor as HTML.
//
// The text comes from any account, so it goes through two walls, each enough on its own:
//
// 1. markdown-it parses CommonMark plus tables and strikethrough with `html: false`. Raw HTML in
//    the text is never passed through: it comes out as escaped, visible text. The parser also
//    refuses javascript:, vbscript:, file: and most data: addresses. Our pass over its tokens then
//    applies the site's own rules: which links stay (and which get rel), which images stay, the
//    heading ids, and h1 turned into h2.
// 2. sanitize-html reads the result again and keeps only an allow-list of tags, attributes, URL
//    schemes and attribute values, with the same link and image rules.
//
// Why both: the first wall decides what Markdown may mean, but a parser's output is only as safe as
// its options and every rule it has, and a later change (a plugin, an option turned on, a parser
// bug) can let markup through. The second wall does not care how the HTML was made: whatever
// reaches it, only the allow-list comes out. Each wall has tests of its own in markdown.test.ts.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { GUIDE_BODY_MAX_BYTES } from '@dfwiki/shared';

/** The largest guide body, in UTF-8 bytes. A route refuses a longer one before rendering it. */
export { GUIDE_BODY_MAX_BYTES };

export interface GuideHeading {
  level: 2 | 3;
  id: string;
  text: string;
}

export interface GuideRenderOptions {
  /** Our public origin (PUBLIC_URL). Absolute links to it count as same-site, without rel. */
  siteOrigin?: string;
}

/** The rel of every link to another site: no ranking credit, marked as user content, no opener. */
export const EXTERNAL_LINK_REL = 'nofollow ugc noopener';

/**
 * Heading ids carry this prefix so that no id a player can choose clashes with the page's own
 * (`getElementById('app-config')` would find a heading called "App config" first) or clobbers a
 * global through the window's named properties.
 */
export const HEADING_ID_PREFIX = 'guide-';

export type LinkKind = 'same-site' | 'external' | 'mailto';

// Anything at or below space, DEL, C1 controls, and the backslash that browsers read as '/'.
// A kept address is already percent-encoded by markdown-it, so none of these belong in it.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * How a link's address may be used, or undefined when it is refused. Allowed: http(s) with a host,
 * mailto:, a path on this site ('/…' but not '//…'), and an anchor ('#…'). Everything else is
 * refused: other schemes in any case, relative paths, protocol-relative addresses, and any
 * address with whitespace, control characters or a backslash (where browsers would drop or
 * reinterpret a character and see another scheme or host than we checked).
 */
export function classifyLink(href: string, siteOrigin?: string): LinkKind | undefined {
  if (href === '' || UNSAFE_URL_CHARS.test(href)) return undefined;
  if (href.startsWith('#')) return 'same-site';
  if (href.startsWith('/')) return href.startsWith('//') ? undefined : 'same-site';
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return href.length > 'mailto:'.length ? 'mailto' : undefined;
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.hostname === '') return undefined;
  return siteOrigin !== undefined && sameOrigin(url, siteOrigin) ? 'same-site' : 'external';
}

function sameOrigin(url: URL, siteOrigin: string): boolean {
  try {
    return url.origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

// Uploads are served flat from /uploads/ as `<sha256>[.thumb].webp`: one segment of plain
// characters that does not start with a dot, so no '..', no '//', no encoding, no query.
const UPLOAD_SRC = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether an image address is one of our own uploads; any other image is refused. */
export function isUploadImage(src: string): boolean {
  return UPLOAD_SRC.test(src);
}

// A code block's language becomes `class="language-…"`: only a short plain word is kept.
const CODE_LANGUAGE = /^[A-Za-z0-9_+#.-]{1,32}$/;
const TABLE_ALIGN = /^text-align:(left|center|right)$/;

const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).enable([
  'table',
  'strikethrough',
]);
const TokenClass = MarkdownIt.Token;

/** The plain text of inline tokens (a heading's text, an image's alt text). */
function plainText(tokens: Token[] | null): string {
  let text = '';
  for (const t of tokens ?? []) {
    if (t.type === 'text' || t.type === 'code_inline') text += t.content;
    else if (t.type === 'softbreak' || t.type === 'hardbreak') text += ' ';
    else if (t.type === 'image') text += plainText(t.children);
  }
  return text;
}

function slug(text: string): string {
  const base = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+/, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return base === '' ? 'section' : base;
}

function textToken(content: string): Token {
  const token = new TokenClass('text', '', 0);
  token.content = content;
  return token;
}

/** Applies the link and image rules to one inline token's children, in place. */
function applyInlineRules(children: Token[], siteOrigin: string | undefined): Token[] {
  const out: Token[] = [];
  let droppingLink = false;
  for (const token of children) {
    if (token.type === 'link_open') {
      const kind = classifyLink(String(token.attrGet('href') ?? ''), siteOrigin);
      if (kind === undefined) {
        droppingLink = true; // the link goes, its text stays
        continue;
      }
      if (kind === 'external') token.attrSet('rel', EXTERNAL_LINK_REL);
    } else if (token.type === 'link_close' && droppingLink) {
      droppingLink = false; // CommonMark links never nest, so the next close is this link's
      continue;
    } else if (token.type === 'image') {
      if (!isUploadImage(String(token.attrGet('src') ?? ''))) {
        out.push(textToken(plainText(token.children)));
        continue;
      }
      token.attrSet('loading', 'lazy');
    }
    out.push(token);
  }
  return out;
}

/** Our pass over markdown-it's tokens: links, images, headings, table alignment, code language. */
function applyGuideRules(tokens: Token[], options: GuideRenderOptions): GuideHeading[] {
  const headings: GuideHeading[] = [];
  const usedIds = new Set<string>();
  const nextNumber = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'inline' && token.children) {
      token.children = applyInlineRules(token.children, options.siteOrigin);
    } else if (token.type === 'heading_open' || token.type === 'heading_close') {
      if (token.tag === 'h1') token.tag = 'h2'; // the page keeps its only h1 for the guide's title
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      // markdown-it writes alignment as a style attribute; we send no style, only `align`.
      const align = TABLE_ALIGN.exec(String(token.attrGet('style') ?? ''))?.[1];
      token.attrs = align ? [['align', align]] : null;
    } else if (token.type === 'fence') {
      const language = token.info.trim().split(/\s+/)[0] ?? '';
      token.info = CODE_LANGUAGE.test(language) ? language : '';
    }
  }
  // Ids after the inline rules, so a heading's text is what the reader sees.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) continue;
    const text = plainText(tokens[i + 1]?.children ?? null)
      .replace(/\s+/g, ' ')
      .trim();
    const base = HEADING_ID_PREFIX + slug(text);
    // Each base remembers its next number, so many equal headings cost no more than distinct ones.
    let n = nextNumber.get(base) ?? 1;
    let id = n === 1 ? base : `${base}-${n}`;
    while (usedIds.has(id)) id = `${base}-${++n}`;
    nextNumber.set(base, n + 1);
    usedIds.add(id);
    token.attrSet('id', id);
    headings.push({ level: token.tag === 'h2' ? 2 : 3, id, text });
  }
  return headings;
}

const HEADING_ID = new RegExp(`^${HEADING_ID_PREFIX}[\\p{L}\\p{N}-]+$`, 'u');
const ATTRIBUTE_VALUES = {
  align: ['left', 'center', 'right'],
  loading: ['lazy'],
  rel: EXTERNAL_LINK_REL.split(' '),
};
const ALIGN = { name: 'align', multiple: false, values: ATTRIBUTE_VALUES.align };

/** The second wall's allow-list (see the header): what a guide's HTML may contain, and no more. */
export function guideSanitizerOptions(siteOrigin: string | undefined): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr', 'br'],
      ...['strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'a', 'img'],
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: {
      a: ['href', 'title', { name: 'rel', multiple: true, values: ATTRIBUTE_VALUES.rel }],
      img: ['src', 'alt', 'title', { name: 'loading', multiple: false, values: ATTRIBUTE_VALUES.loading }],
      ol: ['start'],
      th: [ALIGN],
      td: [ALIGN],
      h2: ['id'],
      h3: ['id'],
      code: ['class'],
    },
    allowedClasses: { code: [/^language-[A-Za-z0-9_+#.-]{1,32}$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Links and images by our rules; h1 becomes h2; an id not of our making goes.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const keep = attribs.href !== undefined && classifyLink(attribs.href, siteOrigin) !== undefined;
        // A refused link becomes a tag outside the allow-list: the tag goes, its text stays.
        return keep ? { tagName, attribs } : { tagName: 'span', attribs: {} };
      },
      '*': (tagName, attribs) => {
        if (attribs.id !== undefined && !HEADING_ID.test(attribs.id)) delete attribs.id;
        // sanitize-html's value lists would leave an attribute with a refused value behind, empty.
        for (const [name, values] of Object.entries(ATTRIBUTE_VALUES)) {
          const value = attribs[name];
          if (value === undefined) continue;
          const kept = value.split(/\s+/).filter((v) => values.includes(v));
          if (kept.length > 0) attribs[name] = kept.join(' ');
          else delete attribs[name];
        }
        return { tagName, attribs };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadImage(frame.attribs.src ?? ''),
  };
}

/** The second wall on its own: any HTML in, only the allow-list out. */
export function sanitizeGuideHtml(html: string, options: GuideRenderOptions = {}): string {
  return sanitizeHtml(html, guideSanitizerOptions(options.siteOrigin));
}

/**
 * The first wall alone: markdown-it's HTML after our rules, before the allow-list. Not for showing
 * to anyone; exported so that the tests can prove this wall holds without the second.
 */
export function renderFirstWall(
  body: string,
  options: GuideRenderOptions = {},
): { html: string; headings: GuideHeading[] } {
  const env = {};
  const tokens = md.parse(body, env);
  const headings = applyGuideRules(tokens, options);
  return { html: md.renderer.render(tokens, md.options, env), headings };
}

/**
 * A guide's Markdown as safe HTML, with its h2 and h3 headings for a table of contents. A body
 * over GUIDE_BODY_MAX_BYTES throws a RangeError: the route must refuse it with a 400 first.
 */
export function renderGuideMarkdown(
  body: string,
  options: GuideRenderOptions = {},
): { html: string; headings: GuideHeading[] } {
  if (Buffer.byteLength(body, 'utf8') > GUIDE_BODY_MAX_BYTES)
    throw new RangeError(`A guide body is at most ${GUIDE_BODY_MAX_BYTES} bytes`);
  const { html, headings } = renderFirstWall(body, options);
  return { html: sanitizeGuideHtml(html, options), headings };
}

/**
 * The first words of a guide's paragraphs as plain text, for a list (headings, tables and code
 * left out, so the excerpt reads as sentences). Plain text, never HTML: the page escapes it.
 */
export function guideExcerpt(body: string, maxChars: number): string {
  const tokens = md.parse(body.slice(0, GUIDE_BODY_MAX_BYTES), {});
  const parts: string[] = [];
  let length = 0;
  for (let i = 1; i < tokens.length && length < maxChars; i++)
    if (tokens[i]!.type === 'inline' && tokens[i - 1]!.type === 'paragraph_open') {
      const text = plainText(tokens[i]!.children).replace(/\s+/g, ' ').trim();
      if (text) {
        parts.push(text);
        length += text.length + 1;
      }
    }
  const text = parts.join(' ');
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxChars - 20))}…`;
}
