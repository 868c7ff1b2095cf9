import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressIn,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  nextLanguage,
  saveLanguage,
  type LanguageCode,
} from '../../i18n/languages';

/** The page's language, and the switch to another: the same page at the other language's address. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (code: LanguageCode) => {
      if (code === language) return;
      saveLanguage(code);
      // A full load: the other language's page is a page of its own, rendered and cached by the server.
      window.location.assign(addressIn(code, window.location));
    },
    [language],
  );
  const cycleLanguage = useCallback(() => setLanguage(nextLanguage(language)), [setLanguage, language]);
  return { language, setLanguage, cycleLanguage };
}
