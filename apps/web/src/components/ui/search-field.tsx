import { useState } from 'react';
import { SearchBox, type SearchBoxProps } from './search-box';

export interface SearchFieldProps extends Omit<SearchBoxProps, 'size'> {
  /** Screen-reader label of the box. */
  label: string;
  className?: string;
}

/** A compact filter box with a search icon and a clear button; `value` is the committed one (usually from the URL). */
export function SearchField({ label, value, onChange, className = '', ...box }: SearchFieldProps) {
  // The box keeps its own text (the URL updates a tick later) and follows the value when it changes elsewhere.
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const change = (next: string) => {
    setText(next);
    onChange(next);
  };
  return (
    <div className={`relative w-full sm:max-w-xs ${className}`}>
      <label htmlFor={box.id} className="sr-only">
        {label}
      </label>
      <SearchBox {...box} value={text} onChange={change} size="sm" />
    </div>
  );
}
