import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseBuildCode,
  type Submission,
  type SubmissionInputRaw,
  type Tag,
  type WeaponListItem,
} from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { ContentLicenceNote } from '../../../components/ui/content-licence';
import { Card } from '../../../components/ui/card';
import { FieldErrorText, NamedOptions, SelectField, TextField } from '../../../components/ui/field';
import {
  type BuildDraftValues,
  buildDraftInput,
  buildDraftValues,
} from '../../../components/build-fields/build-form-model';
import { BuildSetupFields } from '../../../components/build-fields/build-setup-fields';
import { DescriptionField } from '../../../components/build-fields/description-field';
import { ImageUpload } from '../../../components/build-fields/image-upload';
import { ApiError } from '../../../lib/api-client';
import { saveErrorMessage } from '../../../lib/field-errors';
import { useBuildTags } from '../../../lib/queries/build-tags';
import { useWeapons } from '../../../lib/queries/weapons';
import { useFormState } from '../../../lib/use-form-state';

/** The shared build draft, for a weapon the player picks. */
interface Values extends BuildDraftValues {
  weapon_id: string;
}

function initialValues(weapons: WeaponListItem[], weaponSlug: string | null, from?: Submission): Values {
  const weapon = from?.weapon ?? weapons.find((w) => w.slug === weaponSlug);
  return { weapon_id: weapon ? String(weapon.id) : '', ...buildDraftValues(from) };
}

/** Blank attachment rows are dropped by the shared model. */
const toSubmissionInput = (v: Values): SubmissionInputRaw => ({
  weapon_id: Number(v.weapon_id),
  ...buildDraftInput(v),
});

/** What the reader must fix before anything is sent. */
function validate(v: Values) {
  const errors: Partial<Record<'weapon_id' | 'name' | 'build_code', string>> = {};
  if (!v.weapon_id) errors.weapon_id = 'submissions.form.weaponRequired';
  if (!v.name.trim()) errors.name = 'submissions.form.nameRequired';
  if (!parseBuildCode(v.build_code)) errors.build_code = 'submissions.form.codeFormat';
  return errors;
}

/**
 * The build a player submits (or edits after a reviewer asked for changes): the fields of the
 * editors' build form without rating and creator, which the review and the account supply.
 */
export function SubmissionForm({
  weaponSlug,
  from,
  onSave,
}: {
  weaponSlug: string | null;
  from?: Submission;
  onSave: (input: SubmissionInputRaw) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const weapons = useWeapons();
  const tags = useBuildTags();
  if (weapons.isPending) return <p className="text-fg-muted">{t('submissions.loading')}</p>;
  if (weapons.isError)
    return (
      <p role="alert" className="text-negative">
        {t('submissions.form.weaponsFailed')}
      </p>
    );
  return (
    <FormBody
      weapons={weapons.data}
      initial={initialValues(weapons.data, weaponSlug, from)}
      tags={tags}
      onSave={onSave}
    />
  );
}

function FormBody({
  weapons,
  initial,
  tags,
  onSave,
}: {
  weapons: WeaponListItem[];
  initial: Values;
  tags: { data?: Tag[]; isPending: boolean; isError: boolean };
  onSave: (input: SubmissionInputRaw) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { values, set, update, field, errorOf, server, formRef, startSubmit } = useFormState(
    initial,
    validate,
  );
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!startSubmit()) return;
    setSending(true);
    try {
      await onSave(toSubmissionInput(values));
    } catch (error) {
      server.capture(error);
      setAlert(submissionErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <Card className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
        <SelectField label={t('submissions.form.weapon')} required {...field('weapon_id')}>
          <NamedOptions items={weapons} placeholder={t('submissions.form.chooseWeapon')} />
        </SelectField>
        <TextField label={t('submissions.form.name')} required maxLength={80} {...field('name')} />
        <TextField
          label={t('submissions.form.code')}
          required
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          {...field('build_code')}
          hint={t('submissions.form.codeHint')}
          className="sm:col-span-2"
        />
        <DescriptionField label={t('submissions.form.description')} {...field('description')} />
      </Card>
      <BuildSetupFields
        value={values}
        onChange={update}
        tags={tags}
        errorOf={errorOf}
        performanceHint={t('submissions.form.performanceHint')}
      />
      <Card className="p-5">
        <ImageUpload
          label={t('submissions.form.image')}
          value={values.weapon_builder_img}
          onChange={(url) => set('weapon_builder_img', url)}
        />
        <FieldErrorText message={errorOf('weapon_builder_img')} />
      </Card>
      {alert && (
        <p role="alert" className="rounded-lg border border-negative p-3 text-sm text-negative">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('submissions.form.sending') : t('submissions.form.send')}
        </Button>
        <p className="text-sm text-fg-muted">{t('submissions.form.reviewNote')}</p>
        <ContentLicenceNote className="basis-full" />
      </div>
    </form>
  );
}

/** The alert of a refused submission, in the reader's language where the code is known. */
function submissionErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'BUILD_CODE_TAKEN') return t('submissions.errors.codeTaken');
    if (error.code === 'SUBMISSION_LIMIT') return t('submissions.errors.limit');
    if (error.code === 'SUBMISSION_CLOSED') return t('submissions.errors.closed');
    if (error.code === 'UNKNOWN_REFERENCE') return t('submissions.errors.unknownReference');
  }
  return saveErrorMessage(error, t as never);
}
