import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { applyTheme, isThemeName, nextTheme, readStoredTheme, saveTheme } from './theme-state';
import { DEFAULT_THEME, type ThemeName } from './theme-names';

interface ThemeContextValue {
  theme: ThemeName;
  /** Unknown names are ignored. */
  setTheme: (theme: string) => void;
  /** light -> dark -> contrast -> gaming -> light (collapsed sidebar button). */
  cycleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The boot script has already put the stored theme on <html> before the first paint; the
  // controls show it once hydrated (the server cannot know it, and renders the default).
  const [theme, setThemeState] = useState<ThemeName>(readStoredTheme);
  const hydrated = useHydrated();
  const shown = hydrated ? theme : DEFAULT_THEME;
  // The boot script has put the theme on <html>; a non-default one still needs the browser's
  // theme-color set (reading the computed style costs a style pass, so the default skips it).
  useEffect(() => {
    if (theme !== DEFAULT_THEME) applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((name: string) => {
    if (!isThemeName(name)) return;
    applyTheme(name);
    saveTheme(name);
    setThemeState(name);
  }, []);

  const cycleTheme = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme]);

  const value = useMemo(() => ({ theme: shown, setTheme, cycleTheme }), [shown, setTheme, cycleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
