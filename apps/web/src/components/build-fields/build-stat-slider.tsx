import { useId, type ChangeEvent } from 'react';
import { clampPercent } from '@dfwiki/shared';
import { FieldErrorText, INPUT_CLASSES } from '../ui/field';
import { FieldLabel } from '../ui/field-label';

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
  // The slider and the number box edit the same value with the same bounds and error wiring.
  const control = {
    min: 0,
    max: 100,
    step: 1,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      onChange(clampPercent(Math.round(Number.parseFloat(e.target.value))));
    },
    ...(error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {}),
  };
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-center gap-3">
        <input id={id} type="range" {...control} className="min-w-0 flex-1 accent-[var(--color-accent)]" />
        <input type="number" aria-label={label} {...control} className={`${INPUT_CLASSES} w-20`} />
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
