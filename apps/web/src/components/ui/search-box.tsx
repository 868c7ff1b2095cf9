import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import { CloseButton } from './close-button';

/** SearchField's compact box, and the roomier box of toolbars, as tall as the controls beside it. */
const COMPACT = {
  icon: 16,
  iconColor: 'text-input-placeholder',
  padding: 'pr-9 pl-9',
  clear: 'rounded',
  clearIcon: 14,
};
const ROOMY = {
  icon: 18,
  iconColor: 'text-fg-muted',
  padding: 'pr-10 pl-10',
  clear: 'rounded-md',
  clearIcon: 16,
};
const SIZES = {
  sm: { ...COMPACT, height: 'h-10' },
  md: { ...ROOMY, height: 'h-10' },
  lg: { ...ROOMY, height: 'h-11' },
} as const;

export interface SearchBoxProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Key prefix of the box's texts: `<texts>.placeholder` and `<texts>.clear` (the clear button's name). */
  texts: string;
  size: keyof typeof SIZES;
}

/**
 * A search input between a search icon and a clear button. The caller wraps it in a `relative`
 * box and gives it a <label htmlFor={id}>.
 */
export function SearchBox({ id, value, onChange, texts, size }: SearchBoxProps) {
  const { t } = useTranslation();
  const look = SIZES[size];
  return (
    <>
      <Search
        size={look.icon}
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 ${look.iconColor}`}
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t(`${texts}.placeholder`)}
        className={`${look.height} w-full rounded-lg border border-input-line bg-input ${look.padding} text-sm text-input-fg placeholder:text-input-placeholder [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <CloseButton
          label={t(`${texts}.clear`)}
          onClick={() => onChange('')}
          className={`absolute top-1/2 right-2 -translate-y-1/2 ${look.clear} p-1 text-fg-muted hover:bg-hover hover:text-fg`}
          iconSize={look.clearIcon}
        />
      )}
    </>
  );
}
