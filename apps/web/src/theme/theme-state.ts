import { LOCAL_STORAGE_KEYS } from '../lib/constants';
import { readStorage, writeStorage } from '../lib/safe-storage';
import { DARK_THEMES, DEFAULT_THEME, THEME_NAMES, type ThemeName } from './theme-names';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** Stored theme, or light when missing, unknown or unreadable. */
export function readStoredTheme(): ThemeName {
  const stored = readStorage(LOCAL_STORAGE_KEYS.theme);
  return isThemeName(stored) ? stored : DEFAULT_THEME;
}

export function saveTheme(theme: ThemeName): void {
  writeStorage(LOCAL_STORAGE_KEYS.theme, theme);
}

/** light -> dark -> contrast -> gaming -> light. */
export function nextTheme(theme: ThemeName): ThemeName {
  const index = THEME_NAMES.indexOf(theme);
  return THEME_NAMES[(index + 1) % THEME_NAMES.length];
}

/** Puts the theme on <html>: data-theme, the `dark` class for dark and gaming, theme-color meta. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.classList.toggle('dark', DARK_THEMES.includes(theme));
  // The page colour comes from the theme CSS variables (virtual:theme-vars.css).
  const page = getComputedStyle(root).getPropertyValue('--df-page').trim();
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (meta && page) meta.setAttribute('content', page);
}
