import { THEMES, type ThemeName } from './themes.ts';
import { THEME_TOKENS } from './theme-tokens.ts';

// vite.config.ts loads this under plain Node, which cannot import the shared package's TypeScript,
// so the names come from the colour objects: in the shared order, the default first (tested).
const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
const DEFAULT_THEME = THEME_NAMES[0];

/** Custom properties of one theme: `{ '--df-page': '#f4f5f7', ... }`. */
export function themeVariables(name: keyof typeof THEMES): Record<string, string> {
  const theme = THEMES[name];
  return Object.fromEntries(THEME_TOKENS.map(([token, get]) => [`--df-${token}`, get(theme)]));
}

/** The CSS served as `virtual:theme-vars.css` (see vite.config.ts). */
export function themesToCss(): string {
  return THEME_NAMES.map((name) => {
    const selector = name === DEFAULT_THEME ? `:root, [data-theme="${name}"]` : `[data-theme="${name}"]`;
    const vars = Object.entries(themeVariables(name))
      .map(([k, v]) => `  ${k}: ${v};`)
      .join('\n');
    const scheme = THEMES[name].dark || name === 'contrast' ? 'dark' : 'light';
    return `${selector} {\n${vars}\n  color-scheme: ${scheme};\n}`;
  }).join('\n');
}
