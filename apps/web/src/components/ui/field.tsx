import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';
import { FieldLabel } from './field-label';

/** Shared look of text inputs, selects and textareas (theme tokens input-* / select-*). */
export const INPUT_CLASSES =
  'w-full rounded-lg border border-input-line bg-input px-3 py-2 text-sm text-input-fg placeholder:text-input-placeholder disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-negative';
export const SELECT_CLASSES =
  'w-full rounded-lg border border-select-line bg-select px-3 py-2 text-sm text-select-fg disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-negative';

type FrameProps = { label: ReactNode; error?: string | null; hint?: ReactNode; className?: string };

function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FrameProps & { id: string; required?: boolean; children: ReactNode }) {
  // One line under the control: the error, else the hint (the control's aria-describedby names it).
  const note = error || hint;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-baseline gap-0.5">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-negative">
            *
          </span>
        )}
      </div>
      {children}
      {note && (
        <p
          id={error ? `${id}-error` : `${id}-hint`}
          className={error ? 'text-xs font-medium text-negative' : 'text-xs text-fg-muted'}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * Splits a labelled field's props into its frame's and its control's, and gives the control the
 * id and the accessibility wiring every field shares (aria-invalid, aria-describedby).
 */
function useLabelledControl<P extends { id?: string; required?: boolean }>({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  ...rest
}: FrameProps & P) {
  const auto = useId();
  const id = idProp ?? auto;
  return {
    frame: { id, label, error, hint, required, className },
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      ...rest,
    },
  };
}

/** Labelled <input> with an error line (aria-invalid + aria-describedby). */
export function TextField(props: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={INPUT_CLASSES} />
    </FieldFrame>
  );
}

/** Labelled <textarea>. */
export function TextAreaField(props: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={cx(INPUT_CLASSES, 'min-h-24')} />
    </FieldFrame>
  );
}

/** Labelled <select>; pass <option> children. */
export function SelectField({ children, ...props }: FrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { frame, control } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={SELECT_CLASSES}>
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

/** The <option>s of a select over records with an id and a name, after an empty choice when one is named. */
export function NamedOptions({
  items,
  placeholder,
}: {
  items: readonly { id: number | string; name: string }[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
