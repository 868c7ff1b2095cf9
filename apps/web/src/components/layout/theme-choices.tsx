import type { TFunction } from 'i18next';
import { THEME_NAMES, type ThemeName } from '../../theme/theme-names';
import { LANGUAGES } from '../../i18n/languages';
import type { Choice } from './choice-menu';

/** Page/accent colours of each theme for its swatch (kept here, not imported from themes.ts, to stay small). */
export const SWATCH: Record<ThemeName, [string, string]> = {
  light: ['#f4f5f7', '#c2410c'],
  dark: ['#0f1115', '#fb923c'],
  contrast: ['#000000', '#ffff00'],
  gaming: ['#07090f', '#22d3ee'],
};

/** A small two-colour circle previewing a theme (decorative). */
function ThemeSwatch({ name }: { name: ThemeName }) {
  const [page, accent] = SWATCH[name];
  return (
    <svg viewBox="0 0 20 20" className="size-full" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill={page} stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 1a9 9 0 0 1 0 18z" fill={accent} />
    </svg>
  );
}

export function themeChoices(t: TFunction): Choice[] {
  return THEME_NAMES.map((name) => ({
    value: name,
    label: t(`theme.${name}`),
    icon: <ThemeSwatch name={name} />,
  }));
}

export function languageChoices(): Choice[] {
  return LANGUAGES.map((language) => ({
    value: language.code,
    label: language.name,
    icon: (
      <span className="inline-flex h-5 min-w-6 items-center justify-center rounded border border-current px-0.5 text-[10px] leading-none font-bold uppercase">
        {language.code}
      </span>
    ),
  }));
}
