import { useTList } from '../../i18n/use-t-list';

export interface TranslatedListProps {
  /** Key of a translation that is a list of strings. */
  i18nKey: string;
  /** Numbered (<ol>) instead of bullets (<ul>). */
  ordered?: boolean;
  className?: string;
}

/** A list of the strings one translation key holds. */
export function TranslatedList({ i18nKey, ordered = false, className }: TranslatedListProps) {
  const list = useTList();
  const items = list(i18nKey).map((item) => <li key={item}>{item}</li>);
  return ordered ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>;
}
