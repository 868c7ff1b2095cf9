// A rendered page carries the rules of the app's stylesheet that its own markup can use, not the
// whole stylesheet: about half of it is for screens and states the page does not have (the admin
// area, dialogs, other pages). The app loads the whole file when it takes the page over, before it
// can draw anything new. See docs/decisions/035-page-styles.md.
import fs from 'node:fs';
import path from 'node:path';
import * as csstree from 'css-tree';

/** Whether a rule can apply, given the class names the page's markup uses. */
type Need = (classes: ReadonlySet<string>) => boolean;

/** One declaration of a rule: its text, the custom property it defines, and the ones it reads. */
interface Declaration {
  text: string;
  defines?: string;
  reads: string[];
}

/**
 * A piece of the stylesheet: a rule (its selector, need and declarations), a block of pieces, or
 * text kept as it is: always (keyframes, layer order…), while its `need` holds (a rule with rules
 * nested in it), or while the custom property an `@property` registers is read.
 */
type Piece =
  | { selector: string; need: Need; declarations: Declaration[] }
  | { head: string; children: Piece[] }
  | { text: string; reads: string[]; need?: Need; registers?: string };

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

/** The custom properties `text` reads with `var()`. */
const readsIn = (text: string): string[] => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

function declarationsOf(block: csstree.Block): Declaration[] | undefined {
  const list = block.children.toArray();
  // A rule with rules nested in it is kept whole (the stylesheet has none today).
  if (list.some((node) => node.type !== 'Declaration')) return undefined;
  return (list as csstree.Declaration[]).map((node) => {
    const text = csstree.generate(node);
    return {
      text,
      defines: node.property.startsWith('--') ? node.property : undefined,
      reads: readsIn(text),
    };
  });
}

function compile(nodes: csstree.List<csstree.CssNode>): Piece[] {
  return nodes.toArray().map((node): Piece => {
    if (node.type === 'Rule' && node.prelude.type === 'SelectorList') {
      const need = listNeed(node.prelude);
      const declarations = declarationsOf(node.block);
      if (declarations) return { selector: csstree.generate(node.prelude), need, declarations };
      const text = csstree.generate(node);
      return { text, reads: readsIn(text), need };
    }
    // Blocks of rules (@media, @supports, @layer): their rules are chosen one by one. Keyframes,
    // @font-face and layer order statements are kept as they are; an @property while its property is read.
    if (node.type === 'Atrule' && node.block && !node.name.endsWith('keyframes')) {
      const children = node.block.children;
      if (children.some((child) => child.type === 'Rule' || child.type === 'Atrule'))
        return {
          head: `@${node.name}${node.prelude ? ` ${csstree.generate(node.prelude)}` : ''}`,
          children: compile(children),
        };
    }
    const text = csstree.generate(node);
    const registers =
      node.type === 'Atrule' && node.name === 'property' && node.prelude
        ? csstree.generate(node.prelude)
        : undefined;
    return { text, registers, reads: readsIn(text) };
  });
}

/** The rules `has` lets apply, with every custom property read (and defined) among them. */
function chosen(
  pieces: Piece[],
  has: ReadonlySet<string>,
  reads: Set<string>,
  values: Map<string, string[]>,
) {
  for (const piece of pieces) {
    if ('children' in piece) chosen(piece.children, has, reads, values);
    else if ('declarations' in piece) {
      if (!piece.need(has)) continue;
      for (const d of piece.declarations) {
        if (d.defines) values.set(d.defines, [...(values.get(d.defines) ?? []), ...d.reads]);
        else for (const name of d.reads) reads.add(name);
      }
    } else if (!piece.registers && (!piece.need || piece.need(has)))
      for (const name of piece.reads) reads.add(name);
  }
}

/** `reads` grown by what the values of the properties in it read in turn. */
function closeOver(reads: Set<string>, values: Map<string, string[]>): Set<string> {
  const queue = [...reads];
  for (let name = queue.pop(); name !== undefined; name = queue.pop())
    for (const next of values.get(name) ?? [])
      if (!reads.has(next)) {
        reads.add(next);
        queue.push(next);
      }
  return reads;
}

/**
 * The chosen rules as text, each with only the custom properties something reads: the theme
 * blocks and Tailwind's property defaults define hundreds a page never uses.
 */
function emit(pieces: Piece[], has: ReadonlySet<string>, read: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if ('children' in piece) {
      const inner = emit(piece.children, has, read);
      if (inner) out += `${piece.head}{${inner}}`;
    } else if ('declarations' in piece) {
      if (!piece.need(has)) continue;
      const kept = piece.declarations.filter((d) => !d.defines || read.has(d.defines));
      if (kept.length) out += `${piece.selector}{${kept.map((d) => d.text).join(';')}}`;
    } else if (piece.registers ? read.has(piece.registers) : !piece.need || piece.need(has))
      out += piece.text;
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
    const has = classesIn(html);
    // What the markup reads itself (a `style` attribute's var()) counts as read.
    const reads = new Set(readsIn(html));
    const values = new Map<string, string[]>();
    chosen(this.pieces, has, reads, values);
    return emit(this.pieces, has, closeOver(reads, values));
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
