// The "Suggest a correction" dialog. Loaded only when a reader opens it (suggest-correction.tsx), so
// no page's first use carries it. docs/product.md, "Corrections".
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CORRECTIONS_PER_DAY, CORRECTION_NOTE_MAX, MEMBER_PATHS, type FieldError } from '@dfwiki/shared';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fieldErrorText } from '../../lib/field-errors';
import { useSession } from '../../lib/queries/session';
import { PrefetchLink } from '../layout/prefetch-link';
import { Button } from '../ui/button';
import { SelectField, TextAreaField, TextField } from '../ui/field';
import { Modal } from '../ui/modal';
import { SignInLinks } from '../ui/sign-in-prompt';
import { Spinner } from '../ui/spinner';
import { MY_CORRECTIONS_KEY } from '../../lib/queries/my-lists';
import { CORRECTION_QUEUE_KEY, sendCorrection } from './correction-api';
import {
  fieldLabelKey,
  offeredFields,
  valueKindOf,
  valueText,
  type CorrectionSubject,
} from './correction-fields';
import {
  apiDraftErrors,
  correctionBody,
  draftFieldOf,
  type CorrectionDraft,
  type DraftErrors,
} from './correction-form';

/** Words typed in a box of several lines: an area's description, a room's contents. */
const LONG_TEXT = new Set(['location', 'room_info']);

export interface CorrectionDialogProps {
  subject: CorrectionSubject;
  onClose: () => void;
}

export default function CorrectionDialog({ subject, onClose }: CorrectionDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.isValid === true && session.data.user !== null;
  const [sent, setSent] = useState(false);
  const formId = useId();
  const body = session.isPending ? (
    <Spinner label={t('corrections.dialog.loading')} />
  ) : !signedIn ? (
    <p>{t('corrections.signIn.text')}</p>
  ) : sent ? (
    <p role="status" data-testid="correction-sent">
      {t('corrections.sent.thanks')}{' '}
      <PrefetchLink
        to={MEMBER_PATHS.myCorrections}
        className="font-medium text-link underline underline-offset-2"
      >
        {t('corrections.sent.link')}
      </PrefetchLink>
      .
    </p>
  ) : (
    <CorrectionForm id={formId} subject={subject} onSent={() => setSent(true)} />
  );
  const footer =
    !session.isPending && !signedIn ? (
      <SignInLinks next={MEMBER_PATHS.myCorrections} texts="corrections.signIn" />
    ) : sent || session.isPending ? (
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('corrections.dialog.cancel')}
        </Button>
        <Button type="submit" form={formId}>
          {t('corrections.dialog.send')}
        </Button>
      </>
    );
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={signedIn || session.isPending ? t('corrections.dialog.title') : t('corrections.signIn.title')}
      description={subject.name}
      footer={footer}
      closeOnBackdrop={false}
    >
      {body}
    </Modal>
  );
}

function CorrectionForm({
  id,
  subject,
  onSent,
}: {
  id: string;
  subject: CorrectionSubject;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = offeredFields(subject);
  const startValue = (field: string) =>
    valueKindOf(field) === 'json' ? (valueText(subject.values[field]) ?? '') : '';
  const [draft, setDraft] = useState<CorrectionDraft>(() => ({
    field: fields.length === 1 ? fields[0]! : '',
    value: fields.length === 1 ? startValue(fields[0]!) : '',
    source_url: '',
    note: '',
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [apiErrors, setApiErrors] = useState<FieldError[]>([]);
  const send = useMutation({
    mutationFn: sendCorrection,
    onSuccess: async () => {
      onSent();
      await queryClient.invalidateQueries({ queryKey: MY_CORRECTIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: CORRECTION_QUEUE_KEY });
    },
    onError: (error) => setApiErrors(apiDraftErrors(error, draft.field)),
  });
  const set = (part: keyof CorrectionDraft, value: string) => {
    setDraft((d) =>
      part === 'field' ? { ...d, field: value, value: startValue(value) } : { ...d, [part]: value },
    );
    setErrors((e) => ({ ...e, [part]: undefined }));
    setApiErrors([]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = correctionBody(subject, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field with something to fix gets the focus.
      requestAnimationFrame(() =>
        document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setApiErrors([]);
    send.mutate(checked.body);
  };
  const errorOf = (part: keyof DraftErrors): string | null => {
    if (errors[part]) return t(errors[part]);
    const hit = apiErrors.find((e) => draftFieldOf(e, draft.field) === part);
    if (!hit) return null;
    return hit.rule === 'changed' ? t('corrections.errors.unchanged') : fieldErrorText(hit, t);
  };
  const kind = draft.field ? valueKindOf(draft.field) : 'text';
  const today = draft.field ? valueText(subject.values[draft.field]) : null;
  const label = (field: string) => t(fieldLabelKey(subject.entity, field));
  const failure = send.error && apiErrors.length === 0 ? sendFailure(send.error, t) : null;

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4" data-testid="correction-form">
      <p className="text-sm text-fg-muted">{t('corrections.dialog.intro')}</p>
      <SelectField
        label={t('corrections.dialog.field')}
        required
        value={draft.field}
        onChange={(e) => set('field', e.target.value)}
        error={errorOf('field')}
      >
        {fields.length > 1 && <option value="">{t('corrections.dialog.chooseField')}</option>}
        {fields.map((field) => (
          <option key={field} value={field}>
            {label(field)}
          </option>
        ))}
      </SelectField>
      {draft.field && (
        <>
          <div className="rounded-lg border border-line bg-sunken px-3 py-2 text-sm">
            <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {t('corrections.dialog.today')}
            </p>
            {today === null ? (
              <p className="text-fg-muted">{t('corrections.empty')}</p>
            ) : kind === 'json' ? (
              <pre
                // A box that scrolls takes focus, so a keyboard can scroll it too.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="region"
                aria-label={t('corrections.dialog.today')}
                className="mt-1 max-h-32 overflow-auto font-mono text-xs break-all whitespace-pre-wrap"
                data-testid="correction-today"
              >
                {today}
              </pre>
            ) : (
              <p className="mt-0.5 font-semibold break-words" data-testid="correction-today">
                {today}
              </p>
            )}
          </div>
          {kind === 'number' ? (
            <TextField
              label={t('corrections.dialog.value')}
              required
              type="number"
              step="any"
              inputMode="decimal"
              value={draft.value}
              onChange={(e) => set('value', e.target.value)}
              error={errorOf('value')}
            />
          ) : kind === 'json' || LONG_TEXT.has(draft.field) ? (
            <TextAreaField
              label={t('corrections.dialog.value')}
              required
              hint={kind === 'json' ? t('corrections.dialog.jsonHint') : undefined}
              spellCheck={kind !== 'json'}
              className={kind === 'json' ? 'font-mono' : undefined}
              rows={kind === 'json' ? 8 : 3}
              value={draft.value}
              onChange={(e) => set('value', e.target.value)}
              error={errorOf('value')}
            />
          ) : (
            <TextField
              label={t('corrections.dialog.value')}
              required
              value={draft.value}
              onChange={(e) => set('value', e.target.value)}
              error={errorOf('value')}
            />
          )}
        </>
      )}
      <TextField
        label={t('corrections.dialog.source')}
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t('corrections.dialog.sourceHint')}
        value={draft.source_url}
        onChange={(e) => set('source_url', e.target.value)}
        error={errorOf('source_url')}
      />
      <TextAreaField
        label={t('corrections.dialog.note')}
        hint={t('corrections.dialog.noteHint')}
        maxLength={CORRECTION_NOTE_MAX}
        rows={3}
        value={draft.note}
        onChange={(e) => set('note', e.target.value)}
        error={errorOf('note')}
      />
      {failure && (
        <p role="alert" className="rounded-lg border border-negative p-3 text-sm text-negative">
          {failure}
        </p>
      )}
      {send.isPending && <Spinner label={t('corrections.dialog.sending')} />}
    </form>
  );
}

/** What a refused correction says when no field is to blame: the daily limit, a fact gone, else the server's words. */
function sendFailure(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'CORRECTION_LIMIT')
      return t('corrections.errors.limit', { limit: CORRECTIONS_PER_DAY });
    if (error.code === 'UNKNOWN_REFERENCE') return t('corrections.errors.unknown');
    if (error.code === 'VALIDATION_ERROR') return t('corrections.errors.checkFields');
  }
  return errorMessage(error);
}
