import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../../components/layout/choice-menu';
import { languageChoices, themeChoices } from '../../../components/layout/theme-choices';
import { useLanguage } from '../../../components/layout/use-language';
import { LANGUAGES, nextLanguage, type LanguageCode } from '../../../i18n/languages';
import { useTheme } from '../../../theme/theme-context';
import { nextTheme } from '../../../theme/theme-state';

/** Language and theme switchers of the admin sidebar/drawer (the same menus as the public sidebar). */
export function AdminPreferences({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { theme, setTheme, cycleTheme } = useTheme();
  const { language, setLanguage, cycleLanguage } = useLanguage();
  const [openId, setOpenId] = useState<string | null>(null);
  const openChange = useCallback(
    (id: string) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  );
  const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  return (
    <div className="space-y-1">
      <ChoiceMenu
        id="admin-language"
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
        id="admin-theme"
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
    </div>
  );
}
