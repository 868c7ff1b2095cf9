import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

const SEGMENT = { on: 'bg-accent text-accent-fg', off: 'text-fg-muted hover:bg-hover hover:text-fg' };

const LOOKS = {
  /** Separate buttons, as tall as a toolbar's inputs. */
  pills: {
    group: 'flex flex-wrap gap-2',
    button: 'h-10 rounded-lg border px-4 text-sm font-semibold transition-colors',
    on: 'border-transparent bg-btn-primary text-btn-primary-fg theme-contrast:border-line',
    off: 'border-line bg-btn-secondary text-btn-secondary-fg hover:bg-btn-secondary-hover',
  },
  /** Buttons joined in one sunken frame; `md` is as tall as the inputs beside it. */
  'segmented-sm': {
    group: 'inline-flex rounded-lg border border-line bg-sunken p-0.5',
    button: 'rounded-md px-3 py-1 text-sm font-semibold',
    ...SEGMENT,
  },
  'segmented-md': {
    group: 'inline-flex h-10 rounded-lg border border-line bg-sunken p-0.5',
    button: 'rounded-md px-4 text-sm font-semibold',
    ...SEGMENT,
  },
} as const;

export interface ToggleGroupProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  optionLabel: (option: T) => ReactNode;
  look: keyof typeof LOOKS;
  /** The group's accessible name, or the id of the visible text that names it. */
  label?: string;
  labelledBy?: string;
}

/** One-of-several toggle buttons (aria-pressed) in a named group: a filter or a range switch. */
export function ToggleGroup<T extends string>({
  options,
  value,
  onChange,
  optionLabel,
  look,
  label,
  labelledBy,
}: ToggleGroupProps<T>) {
  const classes = LOOKS[look];
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className={classes.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cx(classes.button, value === option ? classes.on : classes.off)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
