import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, isThemeName, nextTheme, readStoredTheme, saveTheme } from './theme-state';
import type { ThemeName } from './theme-names';

interface ThemeContextValue {
  theme: ThemeName;
  /** Unknown names are ignored (spec section 5). */
  setTheme: (theme: string) => void;
  /** light -> dark -> contrast -> gaming -> light (collapsed sidebar button). */
  cycleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(() => {
    const initial = readStoredTheme();
    applyTheme(initial);
    return initial;
  });

  const setTheme = useCallback((name: string) => {
    if (!isThemeName(name)) return;
    applyTheme(name);
    saveTheme(name);
    setThemeState(name);
  }, []);

  const cycleTheme = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, cycleTheme }), [theme, setTheme, cycleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
