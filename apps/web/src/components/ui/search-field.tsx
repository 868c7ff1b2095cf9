import { useState } from 'react';
import { SearchBox } from './search-box';

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The committed value (usually from the URL). */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A filter box with a search icon and a clear button. */
export function SearchField({
  id,
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  className = '',
}: SearchFieldProps) {
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
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchBox
        id={id}
        value={text}
        onChange={change}
        placeholder={placeholder}
        clearLabel={clearLabel}
        size="sm"
      />
    </div>
  );
}
