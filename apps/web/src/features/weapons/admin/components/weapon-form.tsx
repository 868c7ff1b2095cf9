import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { WEAPON_STATS, type Category, type Weapon } from '@dfwiki/shared';
import { ButtonLink } from '../../../../components/ui/button';
import {
  CheckboxField,
  NamedOptions,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../../components/ui/field';
import { createWeapon, updateWeapon } from '../api/weapons';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { validateWeaponForm, weaponFormValues, weaponInput } from './weapon-form-model';
import { buildTagsQuery } from '../../../../lib/queries/build-tags';
import { usePageForm } from '../../../../components/editing/use-page-form';
import { PageForm } from '../../../../components/editing/page-form';
import { FieldErrorText } from '../../../../components/editing/field-error-parts';
import { FormSection } from '../../../../components/ui/form-section';
import { DescriptionField } from '../../../../components/build-fields/description-field';
import { ImageField } from '../../../../components/build-fields/image-upload';
import { TagPicker } from '../../../../components/build-fields/tag-picker';
import { TextListEditor } from '../../../../components/editing/text-list-editor';
import { WeaponStatsFields } from './weapon-stats-fields';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

/** Every API field this form shows an error next to; others go to the summary. */
const PLACED = [
  'name',
  'category_id',
  'description',
  'image_url',
  'is_new',
  'overview',
  'notes',
  ...WEAPON_STATS,
  'pros',
  'cons',
  'tag_ids',
] as const;

/** The pros and cons lists, each with the label of its new-entry box. */
const LISTS = [
  { key: 'pros', addLabel: 'admin.weapons.addPro' },
  { key: 'cons', addLabel: 'admin.weapons.addCon' },
] as const;

/** The weapon create/edit form (one screen). */
export function WeaponForm({
  weapon,
  categories,
  session,
}: {
  weapon?: Weapon;
  categories: Category[];
  session?: EditSession;
}) {
  const { t } = useTranslation();
  const tags = useQuery({ ...buildTagsQuery, staleTime: 0 });
  const form = usePageForm({
    initial: () => weaponFormValues(weapon),
    check: validateWeaponForm,
    toBody: weaponInput,
    save: (body: ReturnType<typeof weaponInput>, version) =>
      weapon ? updateWeapon(weapon.id, body, version) : createWeapon(body),
    savedText: (saved) => t('admin.weapons.saved', { name: saved.name }),
    leaveTo: (saved) =>
      weapon ? '/admin/dashboard/weapons' : `/admin/dashboard/weapons/edit/${saved.id}/builds`,
    failedText: (error) => t('admin.weapons.saveFailed', { message: saveErrorMessage(error, t) }),
    session,
  });
  const { values, setValues, set, field, image, errorOf } = form;

  return (
    <PageForm
      form={form}
      placed={PLACED}
      links={
        weapon && (
          <ButtonLink to={`/admin/dashboard/weapons/edit/${weapon.id}/builds`} variant="secondary">
            {t('admin.weapons.builds')}
          </ButtonLink>
        )
      }
      cancelTo="/admin/dashboard/weapons"
      submitLabel={weapon ? t('admin.common.save') : t('admin.weapons.create')}
    >
      <FormSection title={t('admin.weapons.basics')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.weapons.name')} required maxLength={80} {...field('name')} />
          <SelectField label={t('admin.weapons.category')} required {...field('category_id')}>
            <NamedOptions items={categories} placeholder={t('admin.weapons.chooseCategory')} />
          </SelectField>
          <CheckboxField
            label={t('admin.weapons.isNew')}
            checked={values.is_new}
            onChange={(e) => set('is_new', e.target.checked)}
            className="self-end pb-2"
          />
          <DescriptionField label={t('admin.weapons.description')} {...field('description')} />
          <ImageField label={t('admin.weapons.image')} {...image('image_url')} />
        </div>
      </FormSection>
      <FormSection title={t('admin.weapons.statsTitle')}>
        <p className="mb-3 text-sm text-fg-muted">{t('admin.weapons.statsSourceHint')}</p>
        <p className="mb-3 text-sm text-fg-muted">{t('admin.weapons.tierHint')}</p>
        <WeaponStatsFields
          values={values.stats}
          onChange={(stat, value) => setValues((v) => ({ ...v, stats: { ...v.stats, [stat]: value } }))}
          errorOf={errorOf}
        />
      </FormSection>
      <FormSection title={t('admin.weapons.prosCons')}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {LISTS.map(({ key, addLabel }) => (
            <div key={key}>
              <TextListEditor
                label={t(`admin.weapons.${key}`)}
                addLabel={t(addLabel)}
                rows={values[key]}
                onChange={(items) => set(key, items)}
              />
              <FieldErrorText message={errorOf(key)} />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title={t('admin.common.tags')}>
        <TagPicker tags={tags} value={values.tag_ids} onChange={(ids) => set('tag_ids', ids)} />
        <FieldErrorText message={errorOf('tag_ids')} />
      </FormSection>
      <FormSection title={t('admin.weapons.texts')}>
        <div className="grid grid-cols-1 gap-4">
          <TextAreaField label={t('admin.weapons.overview')} maxLength={2000} {...field('overview')} />
          <TextAreaField label={t('admin.weapons.notes')} maxLength={2000} {...field('notes')} />
        </div>
      </FormSection>
    </PageForm>
  );
}
