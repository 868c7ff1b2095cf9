import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  GUIDE_BODY_MAX_BYTES,
  GUIDE_CATEGORIES,
  GUIDE_LANGUAGES,
  GUIDE_SUBJECT_TYPES,
  GUIDE_TITLE_MAX,
  GuideCategorySchema,
  GuideLanguageSchema,
  type Guide,
  type GuideInputRaw,
  type GuideSubjectType,
} from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContentLicenceNote } from '../../../components/ui/content-licence';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { saveErrorMessage } from '../../../lib/field-errors';
import { useFormState } from '../../../lib/use-form-state';
import { bodyBytes, GuideBodyField } from './guide-body-field';
import { SubjectPicker, type SubjectValue } from './subject-picker';

export interface GuideValues {
  title: string;
  category: string;
  language: string;
  subject: SubjectValue;
  body: string;
}

/** Where a new guide starts: the page's language, and what a link's `?category=` and `?subject=type:id` say. */
export function newGuideValues(params: URLSearchParams, pageLanguage: string): GuideValues {
  const category = GuideCategorySchema.safeParse(params.get('category'));
  const language = GuideLanguageSchema.safeParse(pageLanguage);
  const [type = '', id = ''] = (params.get('subject') ?? '').split(':', 2);
  const known =
    (GUIDE_SUBJECT_TYPES as readonly string[]).includes(type) && /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  return {
    title: '',
    category: category.success ? category.data : '',
    language: language.success ? language.data : 'en',
    subject: known ? { type: type as GuideSubjectType, id } : { type: '', id: '' },
    body: '',
  };
}

/** The form's values of a guide being edited. */
export const guideValues = (guide: Guide): GuideValues => ({
  title: guide.title,
  category: guide.category,
  language: guide.language,
  subject: guide.subject
    ? { type: guide.subject.type, id: String(guide.subject.id), name: guide.subject.name }
    : { type: '', id: '' },
  body: guide.body,
});

const toInput = (v: GuideValues): GuideInputRaw => ({
  title: v.title.trim(),
  body: v.body,
  category: v.category as GuideInputRaw['category'],
  language: v.language as GuideInputRaw['language'],
  subject: v.subject.type ? { type: v.subject.type, id: v.subject.id } : null,
});

/** What the reader must fix before anything is sent. */
function validate(v: GuideValues) {
  const errors: Partial<Record<'title' | 'category' | 'body' | 'subject', string>> = {};
  if (!v.title.trim()) errors.title = 'guideWriting.form.titleRequired';
  if (!v.category) errors.category = 'guideWriting.form.categoryRequired';
  if (!v.body.trim()) errors.body = 'guideWriting.form.bodyRequired';
  else if (bodyBytes(v.body) > GUIDE_BODY_MAX_BYTES) errors.body = 'guideWriting.form.bodyTooLong';
  if (v.subject.type && !v.subject.id) errors.subject = 'guideWriting.form.subjectRequired';
  return errors;
}

/** The API names a subject's parts (`subject.id`); the form shows them on the one subject field. */
const formPath = (path: string) => (path.startsWith('subject') ? 'subject' : path);

/**
 * A guide as its writer (or an editor) writes it: title, category, language, what it is about, and
 * the Markdown body with its preview. A refused save keeps every word on screen.
 */
export function GuideForm({
  initial,
  onSave,
  submitLabel,
}: {
  initial: GuideValues;
  onSave: (input: GuideInputRaw) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { values, set, field, errorOf, server, formRef, startSubmit } = useFormState(initial, validate);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<{ text: string; conflict: boolean } | null>(null);
  const [copied, setCopied] = useState(false);
  const setSubject = useCallback((subject: SubjectValue) => set('subject', subject), [set]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!startSubmit()) return;
    setSending(true);
    try {
      await onSave(toInput(values));
    } catch (error) {
      server.capture(error, formPath);
      setAlert({
        text: guideErrorMessage(error, t),
        conflict: error instanceof ApiError && error.code === 'EDIT_CONFLICT',
      });
    } finally {
      setSending(false);
    }
  };

  const copyText = async () => {
    await navigator.clipboard?.writeText(values.body).catch(() => undefined);
    setCopied(true);
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <Card className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
        <TextField
          label={t('guideWriting.form.title')}
          required
          maxLength={GUIDE_TITLE_MAX}
          className="sm:col-span-2"
          {...field('title')}
        />
        <SelectField label={t('guideWriting.form.category')} required {...field('category')}>
          <option value="">{t('guideWriting.form.chooseCategory')}</option>
          {GUIDE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`guideWriting.categories.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('guideWriting.form.language')}
          hint={t('guideWriting.form.languageHint')}
          required
          {...field('language')}
        >
          {GUIDE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`guideWriting.languages.${l}`)}
            </option>
          ))}
        </SelectField>
        <SubjectPicker value={values.subject} onChange={setSubject} error={errorOf('subject')} />
      </Card>
      <Card className="p-5">
        <GuideBodyField
          value={values.body}
          language={values.language}
          onChange={(body) => set('body', body)}
          error={errorOf('body')}
        />
      </Card>
      {alert && (
        <div role="alert" className="space-y-2 rounded-lg border border-negative p-3 text-sm text-negative">
          <p>{alert.text}</p>
          {alert.conflict && (
            <Button type="button" variant="secondary" size="sm" onClick={() => void copyText()}>
              {copied ? t('guideWriting.errors.copied') : t('guideWriting.errors.copy')}
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('guideWriting.form.sending') : submitLabel}
        </Button>
        <p className="text-sm text-fg-muted">{t('guideWriting.form.reviewNote')}</p>
        <ContentLicenceNote className="basis-full" />
      </div>
    </form>
  );
}

/** The alert of a refused save, in the reader's language where the code is known. */
export function guideErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'GUIDE_LIMIT') return t('guideWriting.errors.limit');
    if (error.code === 'EDIT_CONFLICT') return t('guideWriting.errors.conflict');
    if (error.code === 'GUIDE_CLOSED') return t('guideWriting.errors.closed');
    if (error.code === 'UNKNOWN_REFERENCE') return t('guideWriting.errors.unknownSubject');
    if (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND') return t('guideWriting.errors.notYours');
  }
  return saveErrorMessage(error, t);
}
