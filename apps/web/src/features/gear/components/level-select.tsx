import { useTranslation } from 'react-i18next';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';

/** A filter select of protection or penetration levels. */
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
    <LabelledFilterSelect
      id={id}
      label={t('gear.filters.level')}
      allLabel={t('gear.filters.allLevels')}
      value={value}
      options={levels.map((l) => ({ value: String(l), label: t('gear.levelN', { level: l }) }))}
      onChange={onChange}
    />
  );
}
