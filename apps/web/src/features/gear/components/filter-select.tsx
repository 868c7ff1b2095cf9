import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/labelled-select';

/** A labelled select bound to a URL filter; '' is "all". */
export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <LabelledSelect id={id} label={label} value={value} onChange={onChange} selectClassName="sm:w-56">
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** A FilterSelect of protection or penetration levels. */
export function LevelSelect({
  id,
  levels,
  value,
  onChange,
}: {
  id: string;
  levels: readonly number[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      id={id}
      label={t('gear.filters.level')}
      allLabel={t('gear.filters.allLevels')}
      value={value}
      options={levels.map((l) => ({ value: String(l), label: t('gear.levelN', { level: l }) }))}
      onChange={onChange}
    />
  );
}
