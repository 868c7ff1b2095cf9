// Theme names and flags, kept apart from the colour objects so the app shell stays small.
import { DARK_THEMES as DARK, DEFAULT_THEME, THEMES as THEME_NAMES } from '@dfwiki/shared/site';

export { DEFAULT_THEME, THEME_NAMES };
export type ThemeName = (typeof THEME_NAMES)[number];
/** Themes that put the `dark` class on <html> (must match `dark` in themes.ts; checked by a test). */
export const DARK_THEMES: readonly ThemeName[] = DARK;
