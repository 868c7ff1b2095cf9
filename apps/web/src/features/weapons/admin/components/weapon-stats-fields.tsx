import { useTranslation } from 'react-i18next';
import { UNKNOWN_ALLOWED_STATS, WEAPON_RATINGS, WEAPON_STAT_MAX, WEAPON_STATS } from '@dfwiki/shared';
import { TextField } from '../../../../components/ui/field';
import type { WeaponStatField } from './weapon-form-model';

/** Number boxes over some keys of the weapon form: their texts, the change of one, the API's error for one. */
interface NumberFieldsProps<K extends string> {
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  errorOf?: (key: K) => string | null;
}

/** Numeric weapon stats (damage and fire rate may stay empty), then the 0-100 ratings an empty box leaves without a figure. */
export function WeaponStatsFields({
  values,
  onChange,
  errorOf = () => null,
}: NumberFieldsProps<WeaponStatField>) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {WEAPON_STATS.map((stat) => (
        <TextField
          key={stat}
          label={t(`admin.weapons.stats.${stat}`)}
          hint={
            (UNKNOWN_ALLOWED_STATS as readonly string[]).includes(stat)
              ? t('admin.weapons.ratingHint')
              : undefined
          }
          type="number"
          inputMode="decimal"
          min={0}
          max={WEAPON_STAT_MAX[stat]}
          step={stat === 'capacity' ? 1 : 'any'}
          value={values[stat]}
          onChange={(e) => onChange(stat, e.target.value)}
          error={errorOf(stat)}
        />
      ))}
      {WEAPON_RATINGS.map((rating) => (
        <TextField
          key={rating}
          label={t(`admin.weapons.stats.${rating}`)}
          hint={t('admin.weapons.ratingHint')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={values[rating]}
          onChange={(e) => onChange(rating, e.target.value)}
          error={errorOf(rating)}
        />
      ))}
    </div>
  );
}
