import { useTranslation } from 'react-i18next';
import { SearchBox, type SearchBoxProps } from './search-box';
import { useCommittedText } from '../../lib/use-committed-text';

export interface SearchFieldProps extends Omit<SearchBoxProps, 'size'> {
  /** Also names the box: `<texts>.label`, read by screen readers. */
  texts: string;
  className?: string;
}

/** A compact filter box with a search icon and a clear button; `value` is the committed one (usually from the URL). */
export function SearchField({ value, onChange, className = '', ...box }: SearchFieldProps) {
  const { t } = useTranslation();
  // The box keeps its own text; the value (usually the URL) follows a moment later.
  const [text, change] = useCommittedText(value, onChange);
  return (
    <div className={`relative w-full sm:max-w-xs ${className}`}>
      <label htmlFor={box.id} className="sr-only">
        {t(`${box.texts}.label`)}
      </label>
      <SearchBox {...box} value={text} onChange={change} size="sm" />
    </div>
  );
}
