import { useId } from 'react';
import { FieldErrorText, INPUT_CLASSES } from '../ui/field';

/** A 0–100 value as a slider and a number box that stay in sync. */
export function BuildStatSlider({
  label,
  value,
  onChange,
  error = null,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
}) {
  const id = useId();
  const invalid = error
    ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const)
    : ({} as const);
  const set = (raw: string) => {
    const n = Number.parseFloat(raw);
    onChange(Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(e) => set(e.target.value)}
          {...invalid}
          className="min-w-0 flex-1 accent-[var(--color-accent)]"
        />
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          aria-label={label}
          value={value}
          onChange={(e) => set(e.target.value)}
          {...invalid}
          className={`${INPUT_CLASSES} w-20`}
        />
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
