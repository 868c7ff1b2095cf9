// Lucide gives every icon the same presentation attributes (xmlns, fill, stroke, and round line
// caps and joins): about 120 bytes of each icon's HTML, and the shell alone draws about 30 icons on
// every page. The production build leaves them out of Lucide's code (vite.config.ts, slimIcons) and
// a base rule of the stylesheet (`svg.lucide` in styles/index.css) draws the same. An icon's size,
// viewBox, stroke width and classes stay attributes, and an icon given a `color` still gets its
// stroke.

/** Each Lucide module the build rewrites, and the texts it takes out or replaces in it. */
export const LUCIDE_REWRITES: { file: RegExp; edits: [from: string, to: string][] }[] = [
  {
    file: /lucide-react[\\/]dist[\\/]esm[\\/]shared[\\/]src[\\/]build[\\/]defaultAttributes\.mjs$/,
    edits: [
      ['  xmlns: "http://www.w3.org/2000/svg",\n', ''],
      ['  fill: "none",\n', ''],
      ['  stroke: "currentColor",\n', ''],
      ['  "stroke-linecap": "round",\n', ''],
      ['  "stroke-linejoin": "round"\n', ''],
    ],
  },
  {
    // Without a colour of its own, an icon draws in the text colour by the stylesheet's rule.
    file: /lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/,
    edits: [['color: contextColor = "currentColor",', 'color: contextColor,']],
  },
];

/**
 * The module's code without the attributes, or undefined for a module not rewritten. Throws when a
 * text is missing, so a Lucide upgrade that moves it fails the build instead of drawing filled icons.
 */
export function slimLucideModule(id: string, code: string): string | undefined {
  const rewrite = LUCIDE_REWRITES.find(({ file }) => file.test(id));
  if (!rewrite) return undefined;
  return rewrite.edits.reduce((text, [from, to]) => {
    if (!text.includes(from))
      throw new Error(`${id}: no "${from.trim()}" to rewrite (see icon-attributes.ts)`);
    return text.replace(from, to);
  }, code);
}
