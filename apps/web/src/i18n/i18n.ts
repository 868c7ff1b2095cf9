import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './locale-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from './languages';

const warned = new Set<string>();

/**
 * Missing key: its default when the call gave one (as the server's instances answer, so a taken-over
 * page reads the same), else warn once per key and show the key itself.
 */
function onMissingKey(instance: I18n, key: string, defaultValue?: string): string {
  if (defaultValue) return defaultValue;
  if (instance.isInitialized && instance.hasLoadedNamespace('translation') && !warned.has(key)) {
    warned.add(key);
    console.warn(`Missing translation key: ${key}`);
  }
  return key;
}

/** Options shared with the server's per-request instances (entry-server.tsx). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  load: 'currentOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} as const;

function syncHtmlLang(lng: string): void {
  document.documentElement.lang = isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * Creates the app's i18next instance in the page's language (its address's, as the server
 * rendered it): the file from /locales/{lng}.json. Another language is another address.
 */
export async function initI18n(lng: LanguageCode): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localeBackend).use(initReactI18next);
  instance.on('languageChanged', syncHtmlLang);
  await instance.init({
    ...I18N_OPTIONS,
    lng,
    parseMissingKeyHandler: (key: string, defaultValue?: string) => onMissingKey(instance, key, defaultValue),
  });
  if (!instance.hasResourceBundle(lng, 'translation') && lng !== DEFAULT_LANGUAGE) {
    console.warn(`Could not load the "${lng}" language file; using English.`);
    await instance.changeLanguage(DEFAULT_LANGUAGE);
  }
  syncHtmlLang(instance.language);
  return instance;
}
