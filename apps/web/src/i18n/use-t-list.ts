import { useTranslation } from 'react-i18next';

/** A translation that is a list of strings (e.g. bullet points); [] when missing or not a list. */
export function useTList(): (key: string) => string[] {
  const { t } = useTranslation();
  return (key: string) => {
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  };
}
