import { useTranslation } from 'react-i18next';
import type { GameMap, ItemType, Rarity } from '@dfwiki/shared';
import { NamedOptions, SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import type { FormState } from '../../../../lib/use-form-state';
import type { KeycardFormValues } from './keycard-form-model';
import { FieldErrorText } from '../../../../components/editing/field-error-parts';
import { ImageField } from '../../../../components/build-fields/image-upload';
import { KeycardDifficultiesEditor } from './keycard-difficulties-editor';
import { KeycardItemsEditor } from './keycard-items-editor';

export interface KeycardFieldsProps {
  form: FormState<KeycardFormValues>;
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
export function KeycardFields({ form, editing, lookups }: KeycardFieldsProps) {
  const { t } = useTranslation();
  const { values, set, field, image, errorOf } = form;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('admin.cards.id')}
        required
        disabled={editing}
        {...field('id')}
        hint={t('admin.cards.idHint')}
      />
      <TextField label={t('admin.cards.name')} required {...field('name')} />
      <SelectField label={t('admin.cards.map')} required {...field('map_id')}>
        <NamedOptions items={lookups.maps} placeholder={t('admin.cards.chooseMap')} />
      </SelectField>
      <SelectField label={t('admin.cards.rarity')} {...field('rarity_id')}>
        <NamedOptions items={lookups.rarities} />
      </SelectField>
      <TextField label={t('admin.cards.value')} type="number" min={0} step={1} {...field('card_value')} />
      <TextField
        label={t('admin.cards.durability')}
        type="number"
        min={1}
        step={1}
        {...field('durability')}
      />
      <ImageField label={t('admin.cards.cardImage')} {...image('image_url')} />
      <ImageField label={t('admin.cards.locationImage')} {...image('location_img')} />
      <TextAreaField label={t('admin.cards.location')} {...field('location')} className="sm:col-span-2" />
      <TextAreaField label={t('admin.cards.roomInfo')} {...field('room_info')} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <KeycardItemsEditor
          rows={values.items}
          itemTypes={lookups.itemTypes}
          onChange={(items) => set('items', items)}
        />
        <FieldErrorText message={errorOf('items')} />
      </div>
      <div className="sm:col-span-2">
        <KeycardDifficultiesEditor
          rows={values.difficulties}
          onChange={(rows) => set('difficulties', rows)}
        />
        <FieldErrorText message={errorOf('difficulties')} />
      </div>
    </div>
  );
}
