import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The chosen option and its change handler. */
export interface ToggleGroupValue<T extends string> {
  value: T;
  onChange: (option: T) => void;
}

interface ToggleGroupBase<T extends string> extends ToggleGroupValue<T> {
  options: readonly T[];
  look: keyof typeof LOOKS;
}

export type ToggleGroupProps<T extends string> = ToggleGroupBase<T> &
  (
    | {
        optionLabel: (option: T) => ReactNode;
        /** The group's accessible name, or the id of the visible text that names it. */
        label?: string;
        labelledBy?: string;
        texts?: undefined;
      }
    | {
        /** Key prefix of the texts: `<texts>.label` names the group, `<texts>.<option>` is a button's text. */
        texts: string;
        optionLabel?: undefined;
        label?: undefined;
        labelledBy?: undefined;
      }
  );

/** One-of-several toggle buttons (aria-pressed) in a named group: a filter or a range switch. */
export function ToggleGroup<T extends string>({
  options,
  value,
  onChange,
  optionLabel,
  look,
  label,
  labelledBy,
  texts,
}: ToggleGroupProps<T>) {
  const { t } = useTranslation();
  const classes = LOOKS[look];
  const text = optionLabel ?? ((option: T) => t(`${texts}.${option}`));
  return (
    <div
      role="group"
      aria-label={texts ? t(`${texts}.label`) : label}
      aria-labelledby={labelledBy}
      className={classes.group}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cx(classes.button, value === option ? classes.on : classes.off)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
