import { LabelledSelect } from './labelled-select';

/** A labelled select bound to a URL filter; '' is "all". */
export function LabelledFilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
  selectClassName = 'sm:w-56',
}: {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
  /** The select's width from `sm` up: a fixed one in a row of filters, '' to fill a grid cell. */
  selectClassName?: string;
}) {
  return (
    <LabelledSelect
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      className={className}
      selectClassName={selectClassName}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
