import { useTranslation } from 'react-i18next';

/** A translation that is a list of strings (e.g. bullet points); [] when absent (optional lists don't warn). */
export function useTList(): (key: string) => string[] {
  const { t, i18n } = useTranslation();
  return (key: string) => {
    if (!i18n.exists(key)) return [];
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  };
}
