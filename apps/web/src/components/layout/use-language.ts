import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, nextLanguage, type LanguageCode } from '../../i18n/languages';

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((code: LanguageCode) => void changeAppLanguage(i18n, code), [i18n]);
  const cycleLanguage = useCallback(
    () => void changeAppLanguage(i18n, nextLanguage(language)),
    [i18n, language],
  );
  return { language, setLanguage, cycleLanguage };
}
