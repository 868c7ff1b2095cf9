import Sun from 'lucide-react/icons/sun';
import Moon from 'lucide-react/icons/moon';
import Contrast from 'lucide-react/icons/contrast';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import type { TFunction } from 'i18next';
import { THEME_NAMES, type ThemeName } from '../../theme/theme-names';
import { LANGUAGES } from '../../i18n/languages';
import type { Choice } from './choice-menu';

const THEME_ICONS: Record<ThemeName, typeof Sun> = { light: Sun, dark: Moon, contrast: Contrast, gaming: Gamepad2 };

export function themeChoices(t: TFunction): Choice[] {
  return THEME_NAMES.map((name) => {
    const Icon = THEME_ICONS[name];
    return { value: name, label: t(`theme.${name}`), icon: <Icon /> };
  });
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
