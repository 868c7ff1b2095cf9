import { useState } from 'react';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';

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
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-input-placeholder"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-input-line bg-input pr-9 pl-9 text-sm text-input-fg placeholder:text-input-placeholder [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => change('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-fg-muted hover:bg-hover hover:text-fg"
        >
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
