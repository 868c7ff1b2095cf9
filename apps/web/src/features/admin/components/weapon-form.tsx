import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TIERS, TOAST_MS, type Category, type Weapon } from '@dfwiki/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { createWeapon, updateWeapon } from '../api/weapons';
import { saveErrorMessage } from '../../../lib/field-errors';
import {
  WEAPON_STATS,
  validateWeaponForm,
  weaponErrorField,
  weaponFormValues,
  weaponInput,
  type WeaponFormValues,
} from './weapon-form-model';
import { useInvalidateAll } from '../hooks/use-invalidate-all';
import { buildTagsQuery } from '../../../lib/queries/build-tags';
import { useFocusFirstInvalid, useServerFieldErrors } from '../../../lib/use-field-errors';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { FieldErrorSummary, FieldErrorText } from './field-error-parts';
import { FormSection } from '../../../components/ui/form-section';
import { ImageUpload } from '../../../components/build-fields/image-upload';
import { TagPicker } from '../../../components/build-fields/tag-picker';
import { TextListEditor } from './text-list-editor';
import { WeaponStatsFields, WeaponTtkFields } from './weapon-stats-fields';

/** Every API field this form shows an error next to; others go to the summary. */
const PLACED = [
  'name',
  'category_id',
  'tier',
  'description',
  'image_url',
  'is_new',
  'overview',
  'notes',
  ...WEAPON_STATS,
  'ttk',
  'pros',
  'cons',
  'tag_ids',
] as const;

/** The weapon create/edit form (one screen). */
export function WeaponForm({ weapon, categories }: { weapon?: Weapon; categories: Category[] }) {
  const { t } = useTranslation();
  const tags = useQuery({ ...buildTagsQuery, staleTime: 0 });
  const navigate = useNavigate();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [initial] = useState(() => weaponFormValues(weapon));
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { allowNavigation, prompt } = useUnsavedChanges(dirty);
  const errors = submitted ? validateWeaponForm(values) : {};
  const set = <K extends keyof WeaponFormValues>(key: K, value: WeaponFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const server = useServerFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, server.errors);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof weaponInput>) =>
      weapon ? updateWeapon(weapon.id, body) : createWeapon(body),
    onSuccess: async (saved) => {
      showToast(t('admin.weapons.saved', { name: saved.name }), {
        type: 'success',
        timeout: TOAST_MS.weapon,
      });
      await invalidate();
      allowNavigation();
      await navigate(
        weapon ? '/admin/dashboard/weapons' : `/admin/dashboard/weapons/edit/${saved.id}/builds`,
      );
    },
    onError: (error, body) => {
      server.capture(error, weaponErrorField(body));
      showToast(t('admin.weapons.saveFailed', { message: saveErrorMessage(error, t) }), {
        type: 'error',
        timeout: TOAST_MS.weapon,
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    server.clear();
    if (Object.keys(validateWeaponForm(values)).length === 0) save.mutate(weaponInput(values));
  };
  // A client-side check wins; otherwise the API's own word on the field, translated.
  const err = (field: keyof WeaponFormValues, key?: string) => (key ? t(key) : server.of(field));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('admin.weapons.basics')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.weapons.name')}
            required
            maxLength={80}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name', errors.name)}
          />
          <SelectField
            label={t('admin.weapons.category')}
            required
            value={values.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            error={err('category_id', errors.category_id)}
          >
            <option value="">{t('admin.weapons.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin.weapons.tier')}
            value={values.tier}
            onChange={(e) => set('tier', e.target.value as WeaponFormValues['tier'])}
            error={err('tier')}
          >
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tier}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label={t('admin.weapons.isNew')}
            checked={values.is_new}
            onChange={(e) => set('is_new', e.target.checked)}
            className="self-end pb-2"
          />
          <TextAreaField
            label={t('admin.weapons.description')}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={err('description')}
            className="sm:col-span-2"
          />
          <div>
            <ImageUpload
              label={t('admin.weapons.image')}
              value={values.image_url}
              onChange={(url) => set('image_url', url)}
            />
            <FieldErrorText message={err('image_url')} />
          </div>
        </div>
      </FormSection>
      <FormSection title={t('admin.weapons.statsTitle')}>
        <WeaponStatsFields
          stats={values.stats}
          onChange={(stat, value) => setValues((v) => ({ ...v, stats: { ...v.stats, [stat]: value } }))}
          errorOf={(stat) => server.of(stat)}
        />
      </FormSection>
      <FormSection title={t('admin.weapons.ttkTitle')}>
        <p className="mb-3 text-sm text-fg-muted">{t('admin.weapons.ttkHint')}</p>
        <WeaponTtkFields
          ttk={values.ttk}
          onChange={(key, value) => setValues((v) => ({ ...v, ttk: { ...v.ttk, [key]: value } }))}
          errorOf={(key) => server.of(`ttk.${key}`)}
        />
      </FormSection>
      <FormSection title={t('admin.weapons.prosCons')}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <div>
            <TextListEditor
              label={t('admin.weapons.pros')}
              addLabel={t('admin.weapons.addPro')}
              items={values.pros}
              onChange={(pros) => set('pros', pros)}
            />
            <FieldErrorText message={err('pros')} />
          </div>
          <div>
            <TextListEditor
              label={t('admin.weapons.cons')}
              addLabel={t('admin.weapons.addCon')}
              items={values.cons}
              onChange={(cons) => set('cons', cons)}
            />
            <FieldErrorText message={err('cons')} />
          </div>
        </div>
      </FormSection>
      <FormSection title={t('admin.common.tags')}>
        <TagPicker tags={tags} value={values.tag_ids} onChange={(ids) => set('tag_ids', ids)} />
        <FieldErrorText message={err('tag_ids')} />
      </FormSection>
      <FormSection title={t('admin.weapons.texts')}>
        <div className="grid grid-cols-1 gap-4">
          <TextAreaField
            label={t('admin.weapons.overview')}
            maxLength={2000}
            value={values.overview}
            onChange={(e) => set('overview', e.target.value)}
            error={err('overview')}
          />
          <TextAreaField
            label={t('admin.weapons.notes')}
            maxLength={2000}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            error={err('notes')}
          />
        </div>
      </FormSection>
      <FieldErrorSummary errors={server.unplaced(PLACED)} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-page/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        {weapon && (
          <PrefetchLink
            to={`/admin/dashboard/weapons/edit/${weapon.id}/builds`}
            className={buttonClasses('secondary')}
          >
            {t('admin.weapons.builds')}
          </PrefetchLink>
        )}
        <PrefetchLink to="/admin/dashboard/weapons" className={buttonClasses('secondary')}>
          {t('admin.common.cancel')}
        </PrefetchLink>
        <Button type="submit" loading={save.isPending}>
          {weapon ? t('admin.common.save') : t('admin.weapons.create')}
        </Button>
      </div>
      {prompt}
    </form>
  );
}
