import { useTranslation } from 'react-i18next';
import type { GameMap, ItemType, Rarity } from '@dfwiki/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { KeycardFormErrors, KeycardFormValues } from './keycard-form-model';
import { FieldErrorText } from './field-error-parts';
import { ImageUpload } from '../../../components/build-fields/image-upload';
import { KeycardDifficultiesEditor } from './keycard-difficulties-editor';
import { KeycardItemsEditor } from './keycard-items-editor';

export interface KeycardFieldsProps {
  values: KeycardFormValues;
  onChange: (update: (v: KeycardFormValues) => KeycardFormValues) => void;
  errors: KeycardFormErrors;
  /** The API's message for a field after a failed save. */
  serverError?: (field: string) => string | null;
  editing: boolean;
  lookups: { maps: GameMap[]; rarities: Rarity[]; itemTypes: ItemType[] };
}

/** Every API field the keycard form shows an error next to; others go to the summary. */
export const KEYCARD_PLACED = [
  'id',
  'name',
  'map_id',
  'rarity_id',
  'card_value',
  'durability',
  'image_url',
  'location_img',
  'location',
  'room_info',
  'items',
  'difficulties',
];

/** Every field of the keycard form. */
export function KeycardFields({
  values,
  onChange,
  errors,
  serverError = () => null,
  editing,
  lookups,
}: KeycardFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends keyof KeycardFormValues>(key: K, value: KeycardFormValues[K]) =>
    onChange((v) => ({ ...v, [key]: value }));
  // A client-side check wins; otherwise the API's own word on the field, translated.
  const err = (field: string, key?: string) => (key ? t(key) : serverError(field));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('admin.cards.id')}
        required
        disabled={editing}
        value={values.id}
        onChange={(e) => set('id', e.target.value)}
        error={err('id', errors.id)}
        hint={t('admin.cards.idHint')}
      />
      <TextField
        label={t('admin.cards.name')}
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={err('name', errors.name)}
      />
      <SelectField
        label={t('admin.cards.map')}
        required
        value={values.map_id}
        onChange={(e) => set('map_id', e.target.value)}
        error={err('map_id', errors.map_id)}
      >
        <option value="">{t('admin.cards.chooseMap')}</option>
        {lookups.maps.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.cards.rarity')}
        value={values.rarity_id}
        onChange={(e) => set('rarity_id', e.target.value as KeycardFormValues['rarity_id'])}
        error={err('rarity_id')}
      >
        {lookups.rarities.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('admin.cards.value')}
        type="number"
        min={0}
        step={1}
        value={values.card_value}
        onChange={(e) => set('card_value', e.target.value)}
        error={err('card_value')}
      />
      <TextField
        label={t('admin.cards.durability')}
        type="number"
        min={1}
        step={1}
        value={values.durability}
        onChange={(e) => set('durability', e.target.value)}
        error={err('durability')}
      />
      <div>
        <ImageUpload
          label={t('admin.cards.cardImage')}
          value={values.image_url}
          onChange={(url) => set('image_url', url)}
        />
        <FieldErrorText message={err('image_url')} />
      </div>
      <div>
        <ImageUpload
          label={t('admin.cards.locationImage')}
          value={values.location_img}
          onChange={(url) => set('location_img', url)}
        />
        <FieldErrorText message={err('location_img')} />
      </div>
      <TextAreaField
        label={t('admin.cards.location')}
        value={values.location}
        onChange={(e) => set('location', e.target.value)}
        error={err('location')}
        className="sm:col-span-2"
      />
      <TextAreaField
        label={t('admin.cards.roomInfo')}
        value={values.room_info}
        onChange={(e) => set('room_info', e.target.value)}
        error={err('room_info')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <KeycardItemsEditor
          items={values.items}
          itemTypes={lookups.itemTypes}
          onChange={(items) => set('items', items)}
        />
        <FieldErrorText message={err('items')} />
      </div>
      <div className="sm:col-span-2">
        <KeycardDifficultiesEditor
          rows={values.difficulties}
          onChange={(rows) => set('difficulties', rows)}
        />
        <FieldErrorText message={err('difficulties')} />
      </div>
    </div>
  );
}
