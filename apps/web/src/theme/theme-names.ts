/** Theme names and flags, kept apart from the colour objects so the app shell stays small. */
export const THEME_NAMES = ['light', 'dark', 'contrast', 'gaming'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';
/** Themes that put the `dark` class on <html> (must match `dark` in themes.ts; checked by a test). */
export const DARK_THEMES: readonly ThemeName[] = ['dark', 'gaming'];
