import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Build } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { createBuild, updateBuild } from '../api/builds';
import {
  BUILD_IMAGES,
  BUILD_STATS,
  buildFormValues,
  buildInput,
  normaliseRating,
  validateBuildForm,
} from './build-form-model';
import { saveErrorMessage } from '../../../lib/field-errors';
import { buildTagsQuery } from '../../../lib/queries/build-tags';
import { useFormState } from '../../../lib/use-form-state';
import { usePageFormSave } from '../hooks/use-page-form-save';
import { FieldErrorSummary } from './field-error-parts';
import { FormSection } from '../../../components/ui/form-section';
import { BuildSetupFields } from '../../../components/build-fields/build-setup-fields';
import { ImageField } from '../../../components/build-fields/image-upload';
import { RatingField } from '../../../components/build-fields/rating-field';

/** Every API field this form shows an error next to; others go to the summary. */
const PLACED = [
  'name',
  'rating',
  'description',
  'build_code',
  ...BUILD_STATS,
  'attachments',
  'tag_ids',
  ...BUILD_IMAGES,
  'creator_name',
  'creator_avatar',
];

/** Build create/edit form. */
export function BuildForm({ weaponId, build }: { weaponId: number; build?: Build }) {
  const { t } = useTranslation();
  const tags = useQuery({ ...buildTagsQuery, staleTime: 0 });
  const { values, setValues, set, field, errorOf, server, formRef, dirty, startSubmit } = useFormState(
    () => buildFormValues(build),
    validateBuildForm,
  );
  const listPath = `/admin/dashboard/weapons/edit/${weaponId}/builds`;
  const { save, prompt } = usePageFormSave({
    dirty,
    server,
    save: (body: ReturnType<typeof buildInput>) =>
      build ? updateBuild(weaponId, build.id, body) : createBuild(weaponId, body),
    savedText: () => t('admin.builds.saved'),
    leaveTo: () => listPath,
    failedText: () => t('admin.builds.saveFailed'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset(); // the last refusal's alert goes with it
    if (startSubmit()) save.mutate(buildInput(values));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('admin.builds.basics')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.builds.name')} required maxLength={80} {...field('name')} />
          <RatingField
            label={t('admin.builds.rating')}
            {...field('rating')}
            onBlur={() => set('rating', String(normaliseRating(values.rating)))}
          />
          <TextAreaField
            label={t('admin.builds.description')}
            maxLength={2000}
            {...field('description')}
            className="sm:col-span-2"
          />
          <TextField
            label={t('admin.builds.code')}
            maxLength={64}
            {...field('build_code')}
            className="sm:col-span-2"
          />
        </div>
      </FormSection>
      <BuildSetupFields
        value={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        tags={tags}
        errorOf={errorOf}
      />
      <FormSection title={t('admin.builds.images')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {BUILD_IMAGES.map((key) => (
            <ImageField
              key={key}
              label={t(`admin.builds.image.${key}`)}
              value={values.images[key]}
              onChange={(url) => setValues((v) => ({ ...v, images: { ...v.images, [key]: url } }))}
              error={errorOf(key)}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('admin.builds.creator')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.builds.creatorName')}
            maxLength={60}
            {...field('creator_name')}
            hint={t('admin.builds.creatorHint')}
          />
          <ImageField
            label={t('admin.builds.avatar')}
            value={values.creator_avatar}
            onChange={(url) => set('creator_avatar', url)}
            error={errorOf('creator_avatar')}
          />
        </div>
      </FormSection>
      <FieldErrorSummary errors={server.unplaced(PLACED)} />
      {save.error && (
        <p role="alert" className="rounded-lg border border-negative px-3 py-2 text-sm text-negative">
          {t('admin.builds.saveFailed')}: {saveErrorMessage(save.error, t)}
        </p>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-page/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <PrefetchLink to={listPath} className={buttonClasses('secondary')}>
          {t('admin.common.cancel')}
        </PrefetchLink>
        <Button type="submit" loading={save.isPending}>
          {build ? t('admin.common.save') : t('admin.builds.create')}
        </Button>
      </div>
      {prompt}
    </form>
  );
}
