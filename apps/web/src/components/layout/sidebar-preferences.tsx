import { useTranslation } from 'react-i18next';
import { LANGUAGES, nextLanguage, type LanguageCode } from '../../i18n/languages';
import { useTheme } from '../../theme/theme-context';
import { nextTheme } from '../../theme/theme-state';
import { ChoiceMenu } from './choice-menu';
import { languageChoices, themeChoices } from './theme-choices';
import { useLanguage } from './use-language';

export interface SidebarPreferencesProps {
  /** Prefix for the menus' DOM ids (two sidebars can be on one page). */
  idPrefix?: string;
  collapsed: boolean;
  /** Which menu is open: the parent keeps one dropdown open at a time across all its menus. */
  openId: string | null;
  openChange: (id: string) => (open: boolean) => void;
}

/** Language and theme menus of a sidebar (public and admin). In collapsed mode a click cycles. */
export function SidebarPreferences({
  idPrefix = '',
  collapsed,
  openId,
  openChange,
}: SidebarPreferencesProps) {
  const { t } = useTranslation();
  const { theme, setTheme, cycleTheme } = useTheme();
  const { language, setLanguage, cycleLanguage } = useLanguage();
  const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  return (
    <>
      <ChoiceMenu
        id={`${idPrefix}language`}
        label={t('language.label')}
        choices={languageChoices()}
        value={language}
        onSelect={(code) => setLanguage(code as LanguageCode)}
        open={openId === 'language'}
        onOpenChange={openChange('language')}
        collapsed={collapsed}
        onCycle={cycleLanguage}
        cycleLabel={t('language.cycle', {
          current: languageName(language),
          next: languageName(nextLanguage(language)),
        })}
        listClassName="max-h-[15rem]"
      />
      <ChoiceMenu
        id={`${idPrefix}theme`}
        label={t('theme.label')}
        choices={themeChoices(t)}
        value={theme}
        onSelect={setTheme}
        open={openId === 'theme'}
        onOpenChange={openChange('theme')}
        collapsed={collapsed}
        onCycle={cycleTheme}
        cycleLabel={t('theme.cycle', { current: t(`theme.${theme}`), next: t(`theme.${nextTheme(theme)}`) })}
      />
    </>
  );
}
