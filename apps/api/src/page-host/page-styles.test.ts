import { describe, expect, it } from 'vitest';
import { classesIn, PageStyles } from './page-styles';

const CSS = [
  ':root,[data-theme=dark]{--df-page:#000}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@layer theme,base,utilities;',
  '@layer utilities{.flex{display:flex}.grid{display:grid}}',
  '.size-2\\.5{width:.625rem}',
  '.bg-fg-muted\\/60{color:red}',
  '.\\[\\&\\>tr\\]\\:p-1>tr{padding:1px}',
  '.card .title{font-weight:600}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
  ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}',
  '.row:not(.selected){opacity:.5}',
  ':root{--used:1px;--unused:2px;--chain:var(--deep);--deep:3px;--deeper:4px}',
  '.pad{padding:var(--used) var(--chain)}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@property --tw-y{syntax:"*";inherits:false}',
  '.tx{--tw-x:1px;translate:var(--tw-x)}',
  '*,:before{--tw-x:0;--tw-y:0}',
  '@media (min-width:40rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}',
  '@supports (display:grid){@layer utilities{.subgrid{display:subgrid}}}',
].join('');
const styles = new PageStyles(CSS, '/assets/app.css');

describe('the style rules a rendered page carries', () => {
  it('reads the class names of the markup, entities and all', () => {
    expect([
      ...classesIn('<td class="a  b [&amp;&gt;tr]:p-1"></td><p class="c&#x27;"></p><i class=""></i>'),
    ]).toEqual(expect.arrayContaining(['a', 'b', '[&>tr]:p-1', "c'", 'dark']));
  });

  it.each([
    [
      'rules without classes, keyframes and the layer order, always',
      '<p></p>',
      ['@keyframes spin', '@layer theme,base,utilities'],
      ['.flex', '.md\\:flex'],
    ],
    [
      'a custom property something reads, and what its value reads; a rule left with none goes',
      '<p class="pad"></p>',
      [':root{--used:1px;--chain:var(--deep);--deep:3px}'],
      ['--unused', '--deeper', '--df-page', '[data-theme=dark]'],
    ],
    [
      "a custom property the markup's own style reads",
      '<p style="margin:var(--unused)"></p>',
      ['--unused:2px'],
      [],
    ],
    [
      'an @property while its property is read, and the defaults of only those',
      '<p class="tx"></p>',
      ['@property --tw-x', '.tx{--tw-x:1px;translate:var(--tw-x)}', '*,:before{--tw-x:0}'],
      ['@property --tw-y', '--tw-y'],
    ],
    [
      'a utility in its layer, and only the used one',
      '<div class="flex"></div>',
      ['@layer utilities{.flex{display:flex}}'],
      ['.grid'],
    ],
    [
      'escaped names',
      '<i class="size-2.5 bg-fg-muted/60 [&amp;&gt;tr]:p-1"></i>',
      ['.size-2\\.5', '.bg-fg-muted\\/60', '>tr{padding:1px}'],
      [],
    ],
    ['a descendant rule only when both classes are used', '<div class="card"></div>', [], ['.card .title']],
    ['…and with both', '<div class="card"><h2 class="title"></h2></div>', ['.card .title'], []],
    [
      'a hover of a group',
      '<a class="group"><span class="group-hover:underline"></span></a>',
      ['.group-hover\\:underline'],
      [],
    ],
    [
      'the dark variant (its class is set by a script)',
      '<p class="dark:bg-black"></p>',
      ['.dark\\:bg-black'],
      [],
    ],
    [':where() with the class inside', '<ul class="space-y-2"></ul>', ['.space-y-2'], []],
    [':not() requires nothing of its own', '<tr class="row"></tr>', ['.row:not(.selected)'], []],
    [
      'media blocks keep their used rules, and go when empty',
      '<p class="md:flex"></p>',
      ['@media (min-width:40rem){.md\\:flex{display:flex}}'],
      ['.md\\:hidden', '@supports'],
    ],
    [
      'nested blocks',
      '<p class="subgrid"></p>',
      ['@supports (display:grid){@layer utilities{.subgrid{display:subgrid}}}'],
      [],
    ],
  ])('keeps %s', (_, html, kept, dropped) => {
    const rules = styles.rulesFor(html);
    for (const text of kept) expect(rules).toContain(text);
    for (const text of dropped) expect(rules).not.toContain(text);
  });

  it('narrows a page whose shell holds the whole stylesheet, naming the whole file', () => {
    const page = `<html><head>${styles.inlined}</head><body><div class="flex"></div></body></html>`;
    const narrowed = styles.narrow(page);
    expect(narrowed).toContain('<style data-stylesheet="/assets/app.css">');
    expect(narrowed).toContain('.flex{display:flex}');
    expect(narrowed).not.toContain('.grid');
    expect(narrowed.length).toBeLessThan(page.length);
    expect(styles.narrow('<html><head><link rel="stylesheet"></head></html>')).toBe(
      '<html><head><link rel="stylesheet"></head></html>',
    );
  });
});
