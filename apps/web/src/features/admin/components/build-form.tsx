import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOAST_MS, type Build } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { createBuild, updateBuild } from '../api/builds';
import {
  BUILD_IMAGES,
  BUILD_STATS,
  buildFormValues,
  buildInput,
  normaliseRating,
  validateBuildForm,
  type BuildFormValues,
} from './build-form-model';
import { saveErrorMessage } from '../../../lib/field-errors';
import { useInvalidateAll } from '../hooks/use-invalidate-all';
import { buildTagsQuery } from '../../../lib/queries/build-tags';
import { useFocusFirstInvalid, useServerFieldErrors } from '../../../lib/use-field-errors';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { FieldErrorSummary, FieldErrorText } from './field-error-parts';
import { FormSection } from '../../../components/ui/form-section';
import { BuildSetupFields } from '../../../components/build-fields/build-setup-fields';
import { ImageUpload } from '../../../components/build-fields/image-upload';

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
  const navigate = useNavigate();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [initial] = useState(() => buildFormValues(build));
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { allowNavigation, prompt } = useUnsavedChanges(dirty);
  const errors = submitted ? validateBuildForm(values) : {};
  const set = <K extends keyof BuildFormValues>(key: K, value: BuildFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const listPath = `/admin/dashboard/weapons/edit/${weaponId}/builds`;

  const server = useServerFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, server.errors);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof buildInput>) =>
      build ? updateBuild(weaponId, build.id, body) : createBuild(weaponId, body),
    onSuccess: async () => {
      showToast(t('admin.builds.saved'), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
      allowNavigation();
      await navigate(listPath);
    },
    onError: (error) => {
      server.capture(error);
      setServerError(saveErrorMessage(error, t));
      showToast(t('admin.builds.saveFailed'), { type: 'error', timeout: TOAST_MS.weapon });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    server.clear();
    if (Object.keys(validateBuildForm(values)).length === 0) save.mutate(buildInput(values));
  };
  // A client-side check wins; otherwise the API's own word on the field, translated.
  const err = (field: string, key?: string) => (key ? t(key) : server.of(field));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('admin.builds.basics')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.builds.name')}
            required
            maxLength={80}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name', errors.name)}
          />
          <TextField
            label={t('admin.builds.rating')}
            type="number"
            min={1}
            max={5}
            step={0.1}
            value={values.rating}
            onChange={(e) => set('rating', e.target.value)}
            onBlur={() => set('rating', String(normaliseRating(values.rating)))}
            error={err('rating', errors.rating)}
          />
          <TextAreaField
            label={t('admin.builds.description')}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={err('description')}
            className="sm:col-span-2"
          />
          <TextField
            label={t('admin.builds.code')}
            maxLength={64}
            value={values.build_code}
            onChange={(e) => set('build_code', e.target.value)}
            error={err('build_code')}
            className="sm:col-span-2"
          />
        </div>
      </FormSection>
      <BuildSetupFields
        value={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        tags={tags}
        errorOf={(field) => err(field)}
      />
      <FormSection title={t('admin.builds.images')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {BUILD_IMAGES.map((key) => (
            <div key={key}>
              <ImageUpload
                label={t(`admin.builds.image.${key}`)}
                value={values.images[key]}
                onChange={(url) => setValues((v) => ({ ...v, images: { ...v.images, [key]: url } }))}
              />
              <FieldErrorText message={err(key)} />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title={t('admin.builds.creator')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.builds.creatorName')}
            maxLength={60}
            value={values.creator_name}
            onChange={(e) => set('creator_name', e.target.value)}
            error={err('creator_name')}
            hint={t('admin.builds.creatorHint')}
          />
          <div>
            <ImageUpload
              label={t('admin.builds.avatar')}
              value={values.creator_avatar}
              onChange={(url) => set('creator_avatar', url)}
            />
            <FieldErrorText message={err('creator_avatar')} />
          </div>
        </div>
      </FormSection>
      <FieldErrorSummary errors={server.unplaced(PLACED)} />
      {serverError && (
        <p role="alert" className="rounded-lg border border-negative px-3 py-2 text-sm text-negative">
          {t('admin.builds.saveFailed')}: {serverError}
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
