import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en.json';

/** Synchronous English i18n for component tests (the app loads files over HTTP instead). */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export default i18next;
