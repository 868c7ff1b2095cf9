import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../../components/ui/field';
import { FormSection } from '../../../../components/ui/form-section';
import { FieldErrorText } from '../../../../components/editing/field-error-parts';
import { TextListEditor } from '../../../../components/editing/text-list-editor';

/** What FigureFields needs of one group of a gear form's values (`figures`, `armour`). */
interface GroupedForm<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errorOf: (field: string) => string | null;
}

/** Binds FigureFields to one group of a form's values; `errorField` names a box's field in errors. */
export const figureGroup = <V, G extends keyof V>(
  { values, setValues, errorOf }: GroupedForm<V>,
  group: G,
  errorField = (key: string) => key,
) => ({
  values: values[group],
  onChange: (key: string, value: string) =>
    setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } })),
  errorOf: (key: string) => errorOf(errorField(key)),
});

/** Number boxes over some keys of a gear form: an empty box is "no source gives it". */
export function FigureFields<K extends string>({
  keys,
  label,
  values,
  onChange,
  errorOf,
  step = 'any',
}: {
  keys: readonly K[];
  label: (key: K) => string;
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  errorOf: (key: K) => string | null;
  step?: number | 'any';
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {keys.map((key) => (
        <TextField
          key={key}
          label={label(key)}
          type="number"
          inputMode="decimal"
          step={step}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
          error={errorOf(key)}
          data-testid={`gear-${key}`}
        />
      ))}
    </div>
  );
}

type FieldProps = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | null;
};

/** What the gear forms' shared sections need of the form state (useFormState gives it). */
export interface GearFieldsState {
  values: { sources: string[] };
  set: (key: 'sources', value: string[]) => void;
  field: (key: 'name' | 'name_cn' | 'price' | 'price_as_of') => FieldProps;
  errorOf: (field: string) => string | null;
}

/** The price with its date, then the sources, as both gear forms have them. */
export function PriceAndSources({ form }: { form: GearFieldsState }) {
  const { t } = useTranslation();
  const { values, set, field, errorOf } = form;
  return (
    <FormSection title={t('admin.gear.priceAndSources')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.gear.price')}
          hint={t('admin.gear.priceHint')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          data-testid="gear-price"
          {...field('price')}
        />
        <TextField
          label={t('admin.gear.priceAsOf')}
          hint={t('admin.gear.priceAsOfHint')}
          type="date"
          {...field('price_as_of')}
        />
      </div>
      <div className="mt-4">
        <TextListEditor
          label={t('admin.gear.sources')}
          addLabel={t('admin.gear.addSource')}
          maxLength={500}
          rows={values.sources}
          onChange={(rows) => set('sources', rows)}
        />
        <FieldErrorText message={errorOf('sources')} />
      </div>
    </FormSection>
  );
}

/** Tick boxes over a list of zones (named in the reader's language), with the API's error. */
export function ZoneChecks({
  legend,
  zones,
  value,
  onChange,
  error,
}: {
  legend: string;
  zones: readonly string[];
  value: readonly string[];
  onChange: (zones: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {zones.map((zone) => (
          <CheckboxField
            key={zone}
            label={t(`gear.zones.${zone}`)}
            checked={value.includes(zone)}
            onChange={(e) => onChange(e.target.checked ? [...value, zone] : value.filter((z) => z !== zone))}
          />
        ))}
      </div>
      <FieldErrorText message={error} />
    </fieldset>
  );
}
