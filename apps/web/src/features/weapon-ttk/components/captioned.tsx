import type { ReactNode } from 'react';

export const SELECT =
  'h-10 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';
export const LABEL = 'mb-1 block text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** A control under its caption, which labels a select (`htmlFor`) or names a button group (`id`). */
export function Captioned({
  caption,
  htmlFor,
  id,
  children,
}: {
  caption: string;
  htmlFor?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={LABEL}>
          {caption}
        </label>
      ) : (
        <span id={id} className={LABEL}>
          {caption}
        </span>
      )}
      {children}
    </div>
  );
}

/** A select under its caption; `onChange` gets the chosen option's value as text. */
export function SelectField({
  caption,
  id,
  value,
  options,
  onChange,
  earlyFilter,
}: {
  caption: string;
  id: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  /**
   * The select filters the page's items marked `data-<earlyFilter>`: a choice before the app has
   * arrived is answered from the HTML (take-over/early-answers.ts).
   */
  earlyFilter?: string;
}) {
  return (
    <Captioned caption={caption} htmlFor={id}>
      <select
        id={id}
        className={SELECT}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-early-filter={earlyFilter}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Captioned>
  );
}
