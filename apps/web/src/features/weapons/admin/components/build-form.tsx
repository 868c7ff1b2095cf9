import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Build } from '@dfwiki/shared';
import { TextField } from '../../../../components/ui/field';
import { createBuild, updateBuild } from '../api/builds';
import {
  BUILD_IMAGES,
  BUILD_STATS,
  buildFormValues,
  buildInput,
  normaliseRating,
  validateBuildForm,
} from '../../../../components/build-fields/build-form-model';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { buildTagsQuery } from '../../../../lib/queries/build-tags';
import { usePageForm } from '../../../../components/editing/use-page-form';
import { PageForm } from '../../../../components/editing/page-form';
import { FormSection } from '../../../../components/ui/form-section';
import { BuildSetupFields } from '../../../../components/build-fields/build-setup-fields';
import { DescriptionField } from '../../../../components/build-fields/description-field';
import { ImageField } from '../../../../components/build-fields/image-upload';
import { RatingField } from '../../../../components/build-fields/rating-field';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

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
export function BuildForm({
  weaponId,
  build,
  session,
}: {
  weaponId: number;
  build?: Build;
  session: EditSession;
}) {
  const { t } = useTranslation();
  const tags = useQuery({ ...buildTagsQuery, staleTime: 0 });
  const listPath = `/admin/dashboard/weapons/edit/${weaponId}/builds`;
  const form = usePageForm({
    initial: () => buildFormValues(build),
    check: validateBuildForm,
    toBody: buildInput,
    save: (body: ReturnType<typeof buildInput>, version) =>
      build ? updateBuild(weaponId, build.id, body, version) : createBuild(weaponId, body),
    savedText: () => t('admin.builds.saved'),
    leaveTo: () => listPath,
    failedText: () => t('admin.builds.saveFailed'),
    session,
  });
  const { values, set, update, field, image, errorOf, save } = form;

  return (
    <PageForm
      form={form}
      placed={PLACED}
      alert={
        save.error && (
          <p role="alert" className="rounded-lg border border-negative px-3 py-2 text-sm text-negative">
            {t('admin.builds.saveFailed')}: {saveErrorMessage(save.error, t)}
          </p>
        )
      }
      cancelTo={listPath}
      submitLabel={build ? t('admin.common.save') : t('admin.builds.create')}
    >
      <FormSection title={t('admin.builds.basics')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.builds.name')} required maxLength={80} {...field('name')} />
          <RatingField
            label={t('admin.builds.rating')}
            {...field('rating')}
            onBlur={() => set('rating', String(normaliseRating(values.rating)))}
          />
          <DescriptionField label={t('admin.builds.description')} {...field('description')} />
          <TextField
            label={t('admin.builds.code')}
            maxLength={64}
            {...field('build_code')}
            className="sm:col-span-2"
          />
        </div>
      </FormSection>
      <BuildSetupFields value={values} onChange={update} tags={tags} errorOf={errorOf} />
      <FormSection title={t('admin.builds.images')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {BUILD_IMAGES.map((key) => (
            <ImageField key={key} label={t(`admin.builds.image.${key}`)} {...image(key)} />
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
          <ImageField label={t('admin.builds.avatar')} {...image('creator_avatar')} />
        </div>
      </FormSection>
    </PageForm>
  );
}
