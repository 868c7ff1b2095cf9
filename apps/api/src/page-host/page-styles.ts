// A rendered page carries the rules of the app's stylesheet that its own markup can use, not the
// whole stylesheet: about half of it is for screens and states the page does not have (the admin
// area, dialogs, other pages). The app loads the whole file when it takes the page over, before it
// can draw anything new. See docs/decisions/035-page-styles.md.
import fs from 'node:fs';
import path from 'node:path';
import * as csstree from 'css-tree';

/** Whether a rule can apply, given the class names the page's markup uses. */
type Need = (classes: ReadonlySet<string>) => boolean;

/** A top-level piece of the stylesheet: a rule with its need, a block of pieces, or text always kept. */
type Piece = { text: string; need?: Need } | { head: string; children: Piece[] };

/**
 * Classes that scripts put on the page before the app runs: the theme boot script marks <html>
 * `dark` for the dark themes (its rules sit inside `:where(.dark, …)` and count anyway).
 */
const SET_BY_SCRIPT = ['dark'];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** The class names used in `html` (each `class` attribute, its entities read back). */
export function classesIn(html: string): Set<string> {
  const classes = new Set(SET_BY_SCRIPT);
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.replace(/&(?:amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]!).split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

/**
 * What a selector needs: every class of its own compounds, and for `:is()` / `:where()` one of
 * their alternatives. Inside `:not()`, `:has()` and the like nothing is required, so such a rule
 * is kept whenever the rest matches (keeping a rule too many is safe; one too few is not).
 */
function selectorNeed(selector: csstree.CssNode): Need {
  const classes: string[] = [];
  const alternatives: Need[] = [];
  csstree.walk(selector, {
    enter(node: csstree.CssNode) {
      if (node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') {
        const list = node.children?.first;
        if ((node.name === 'is' || node.name === 'where') && list?.type === 'SelectorList')
          alternatives.push(listNeed(list));
        return node.children ? csstree.walk.skip : undefined;
      }
      if (node.type === 'ClassSelector') classes.push(csstree.ident.decode(node.name)); // `.size-2\.5` is size-2.5
      return undefined;
    },
  });
  return (has) => classes.every((name) => has.has(name)) && alternatives.every((need) => need(has));
}

function listNeed(list: csstree.SelectorList): Need {
  const each = list.children.toArray().map(selectorNeed);
  return (has) => each.some((need) => need(has));
}

function compile(nodes: csstree.List<csstree.CssNode>): Piece[] {
  return nodes.toArray().map((node): Piece => {
    if (node.type === 'Rule' && node.prelude.type === 'SelectorList')
      return { text: csstree.generate(node), need: listNeed(node.prelude) };
    // Blocks of rules (@media, @supports, @layer): their rules are chosen one by one. Keyframes,
    // @property, @font-face and layer order statements are kept as they are.
    if (node.type === 'Atrule' && node.block && !node.name.endsWith('keyframes')) {
      const children = node.block.children;
      if (children.some((child) => child.type === 'Rule' || child.type === 'Atrule'))
        return {
          head: `@${node.name}${node.prelude ? ` ${csstree.generate(node.prelude)}` : ''}`,
          children: compile(children),
        };
    }
    return { text: csstree.generate(node) };
  });
}

function emit(pieces: Piece[], has: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if ('children' in piece) {
      const inner = emit(piece.children, has);
      if (inner) out += `${piece.head}{${inner}}`;
    } else if (!piece.need || piece.need(has)) out += piece.text;
  }
  return out;
}

/** The app's stylesheet, parsed once, and the part of it each rendered page needs. */
export class PageStyles {
  private readonly pieces: Piece[];

  /** `css` is the stylesheet, `href` its address, `inlined` the <style> element the shell carries. */
  constructor(
    private readonly css: string,
    readonly href: string,
  ) {
    this.pieces = compile(
      (csstree.parse(css, { parseValue: false, parseCustomProperty: false }) as csstree.StyleSheet).children,
    );
  }

  /** The shell's <style> element holding the whole stylesheet (languageShells puts it there). */
  get inlined(): string {
    return `<style>${this.css}</style>`;
  }

  /** The rules the markup in `html` can use, as the text of a <style> element. */
  rulesFor(html: string): string {
    return emit(this.pieces, classesIn(html));
  }

  /**
   * `page` (a whole page, its shell's <style> holding the whole stylesheet) with only the rules its
   * markup uses. The element names the whole file, which the app loads when it takes the page over.
   */
  narrow(page: string): string {
    const at = page.indexOf(this.inlined);
    if (at === -1) return page;
    const rules = this.rulesFor(page.slice(0, at) + page.slice(at + this.inlined.length));
    return `${page.slice(0, at)}<style data-stylesheet="${this.href}">${rules}</style>${page.slice(at + this.inlined.length)}`;
  }

  /** The app's stylesheet as the shell in `template` links it, when it can be read; else undefined. */
  static fromBuild(template: string, distFolder: string): PageStyles | undefined {
    const href = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template)?.[1];
    if (!href) return undefined;
    try {
      return new PageStyles(fs.readFileSync(path.join(distFolder, href), 'utf8'), `/${href}`);
    } catch {
      return undefined;
    }
  }
}
