import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AMMO_TYPES, TARGET_AREAS, WEAPON_RATINGS, WEAPON_STAT_MAX, WEAPON_STATS } from '@dfwiki/shared';
import { TextField, INPUT_CLASSES } from '../../../components/ui/field';
import { ttkKey, type TtkKey, type WeaponStatField } from './weapon-form-model';
import { FieldErrorText } from './field-error-parts';

/** Number boxes over some keys of the weapon form: their texts, the change of one, the API's error for one. */
interface NumberFieldsProps<K extends string> {
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  errorOf?: (key: K) => string | null;
}

/** Numeric weapon stats, then the 0-100 ratings an empty box leaves without a figure. */
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

/** TTK seconds for every ammo type × target area (step 0.01; 0 = N/A). */
export function WeaponTtkFields({ values, onChange, errorOf = () => null }: NumberFieldsProps<TtkKey>) {
  const { t } = useTranslation();
  const baseId = useId();
  const columns = [
    t('admin.weapons.ammo.label'),
    ...TARGET_AREAS.map((area) => t(`admin.weapons.area.${area}`)),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('admin.weapons.ttkTitle')}</caption>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-2 py-1 text-left">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AMMO_TYPES.map((ammo) => (
            <tr key={ammo}>
              <th scope="row" className="px-2 py-1 text-left font-medium">
                {t(`admin.weapons.ammo.${ammo}`)}
              </th>
              {TARGET_AREAS.map((area) => {
                const key = ttkKey(ammo, area);
                const error = errorOf(key);
                const errorId = `${baseId}-${ammo}-${area}-error`;
                return (
                  <td key={area} className="px-2 py-1 align-top">
                    <input
                      type="number"
                      min={0}
                      max={10}
                      step={0.01}
                      inputMode="decimal"
                      aria-label={t('admin.weapons.ttkCell', {
                        ammo: t(`admin.weapons.ammo.${ammo}`),
                        area: t(`admin.weapons.area.${area}`),
                      })}
                      value={values[key]}
                      onChange={(e) => onChange(key, e.target.value)}
                      className={INPUT_CLASSES}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                    <FieldErrorText id={errorId} message={error} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
