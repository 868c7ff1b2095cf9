import type { ReactNode } from 'react';
import { SearchField } from './search-field';

export interface FilterBarProps {
  id: string;
  /** Key prefix of the box's texts: `<texts>.label`, `<texts>.placeholder` and `<texts>.clear`. */
  texts: string;
  value: string;
  onChange: (value: string) => void;
  /** A note beside the box (a count, a data date). */
  children?: ReactNode;
}

/** A list's filter row: the search box, and a note beside it on wider screens. */
export function FilterBar({ id, texts, value, onChange, children }: FilterBarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchField id={id} texts={texts} value={value} onChange={onChange} />
      {children}
    </div>
  );
}
