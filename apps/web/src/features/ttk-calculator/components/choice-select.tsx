import { Fragment } from 'react';
import { LabelledSelect } from '../../../components/ui/labelled-select';

/** One option; `lang` marks a name in another language (the armour's Chinese names). */
export interface Choice {
  value: string;
  label: string;
  lang?: string;
}

/** A labelled select whose options come in groups. */
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
    <LabelledSelect id={id} label={label} value={value} onChange={onChange} className="min-w-0">
      {groups.map((g) =>
        g.label ? (
          <optgroup key={g.label} label={g.label}>
            {g.choices.map(option)}
          </optgroup>
        ) : (
          <Fragment key={g.choices[0]?.value ?? ''}>{g.choices.map(option)}</Fragment>
        ),
      )}
    </LabelledSelect>
  );
}
