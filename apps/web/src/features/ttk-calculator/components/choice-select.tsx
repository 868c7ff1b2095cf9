import { Fragment } from 'react';

/** One option; `lang` marks a name in another language (the armour's Chinese names). */
export interface Choice {
  value: string;
  label: string;
  lang?: string;
}

/** A labelled native select (keyboard and screen readers for free), its options in groups. */
export function ChoiceSelect({
  id,
  label,
  value,
  groups,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** A group without a label is listed without an <optgroup>. */
  groups: readonly { label?: string; choices: readonly Choice[] }[];
  onChange: (value: string) => void;
}) {
  const option = (c: Choice) => (
    <option key={c.value} value={c.value} lang={c.lang}>
      {c.label}
    </option>
  );
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {label}
      </label>
      <select
        id={id}
        className="h-10 w-full min-w-0 rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {groups.map((g) =>
          g.label ? (
            <optgroup key={g.label} label={g.label}>
              {g.choices.map(option)}
            </optgroup>
          ) : (
            <Fragment key={g.choices[0]?.value ?? ''}>{g.choices.map(option)}</Fragment>
          ),
        )}
      </select>
    </div>
  );
}
