import { SELECT_CLASSES } from '../../../components/ui/field';

/** A select that filters an admin list ('' = all), labelled for screen readers only. */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { id: number; name: string }[] | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${SELECT_CLASSES} sm:max-w-xs`}
      >
        <option value="">{allLabel}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
