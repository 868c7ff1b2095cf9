import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** The small upper-case label over a filter or choice control. */
export const CONTROL_LABEL = 'mb-1 block text-xs font-semibold tracking-wide text-fg-muted uppercase';
/** A select or small input in the filter bars' size and colours. */
export const CONTROL_BOX =
  'h-10 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';

/** A native select (keyboard and screen readers for free) with its label above it. */
export function LabelledSelect({
  id,
  label,
  value,
  onChange,
  className,
  selectClassName,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  selectClassName?: string;
  /** The <option> and <optgroup> elements. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={CONTROL_LABEL}>
        {label}
      </label>
      <select
        id={id}
        className={cx(CONTROL_BOX, selectClassName)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
