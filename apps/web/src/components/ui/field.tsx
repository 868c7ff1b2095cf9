import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';

/** Shared look of text inputs, selects and textareas (theme tokens input-* / select-*). */
export const INPUT_CLASSES =
  'w-full rounded-lg border border-input-line bg-input px-3 py-2 text-sm text-input-fg placeholder:text-input-placeholder disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-negative';
export const SELECT_CLASSES =
  'w-full rounded-lg border border-select-line bg-select px-3 py-2 text-sm text-select-fg disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-negative';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-negative">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-negative">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id and the accessibility wiring every labelled control shares. */
function useFieldControl(
  idProp: string | undefined,
  error?: string | null,
  hint?: ReactNode,
  required?: boolean,
) {
  const auto = useId();
  const id = idProp ?? auto;
  return {
    id,
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    },
  };
}

type Common = { label: ReactNode; error?: string | null; hint?: ReactNode; className?: string };

/** Labelled <input> with an error line (aria-invalid + aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { id, control } = useFieldControl(idProp, error, hint, required);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input {...control} className={INPUT_CLASSES} {...rest} />
    </FieldFrame>
  );
}

/** Labelled <textarea>. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, control } = useFieldControl(idProp, error, hint, required);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea {...control} className={cx(INPUT_CLASSES, 'min-h-24')} {...rest} />
    </FieldFrame>
  );
}

/** Labelled <select>; pass <option> children. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, control } = useFieldControl(idProp, error, hint, required);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select {...control} className={SELECT_CLASSES} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** Checkbox with its label on the right. */
export function CheckboxField({
  label,
  className,
  id: idProp,
  ...rest
}: { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const auto = useId();
  const id = idProp ?? auto;
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <input id={id} type="checkbox" className="size-4 accent-[var(--color-accent)]" {...rest} />
      <label htmlFor={id} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}

/** Error line under a control that is not a labelled field (image, tags, lists). */
export function FieldErrorText({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-negative">
      {message}
    </p>
  );
}
