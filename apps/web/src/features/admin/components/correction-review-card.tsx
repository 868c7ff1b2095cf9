import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { REVIEW_NOTE_MAX, TOAST_MS, type Correction } from '@dfwiki/shared';
import {
  CorrectionDetails,
  CorrectionFact,
  CorrectionStatusBadge,
} from '../../../components/corrections/correction-view';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { TitledCard } from '../../../components/ui/titled-card';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { handFocusOn } from '../../../lib/hand-focus-on';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { decideCorrection } from '../api/correction-queue';

type Decision = 'accept' | 'reject';

/** Words for the API's refusals an editor can meet here; else the server's own. */
function decisionFailure(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && ['OWN_CORRECTION', 'CORRECTION_CLOSED'].includes(error.code))
    return t(`admin.corrections.errors.${error.code}`);
  return errorMessage(error);
}

/**
 * One correction in the editors' queue: what the player proposes and why, with Accept and Reject
 * (a reason required, in a dialog). Nobody decides their own: the buttons say so.
 */
export function CorrectionReviewCard({
  correction: c,
  ownId,
}: {
  correction: Correction;
  /** The signed-in editor's account. */
  ownId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [rejecting, setRejecting] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const own = ownId !== null && c.author?.id === ownId;
  const decide = useMutation({
    mutationFn: ({ decision, note }: { decision: Decision; note: string }) =>
      decideCorrection(c.id, { decision, note }),
    onSuccess: async (_saved, { decision }) => {
      setRejecting(false);
      // The decided card leaves the queue: the next one gets focus.
      handFocusOn(actionsRef.current);
      showToast(t(`admin.corrections.done.${decision}`), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
    },
    onError: (error) => {
      if (!rejecting) showToast(decisionFailure(error, t), { type: 'error', timeout: TOAST_MS.weapon });
    },
  });
  const sent = new Date(c.created_at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const decided =
    c.decided_at &&
    new Date(c.decided_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const ownNote = `correction-own-${c.id}`;

  return (
    <TitledCard
      data-testid="correction-review"
      title={<CorrectionFact correction={c} />}
      subtitle={t('admin.corrections.by', { nickname: c.author?.nickname ?? '?', date: sent })}
      aside={<CorrectionStatusBadge status={c.status} />}
    >
      <CorrectionDetails correction={c} />
      {c.status === 'pending' ? (
        <div ref={actionsRef} className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <Button
            variant="success"
            disabled={own}
            aria-describedby={own ? ownNote : undefined}
            aria-disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'accept', note: '' })}
          >
            {t('admin.corrections.accept')}
          </Button>
          <Button
            variant="danger"
            disabled={own}
            aria-describedby={own ? ownNote : undefined}
            aria-disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setRejecting(true);
            }}
          >
            {t('admin.corrections.reject')}
          </Button>
          {own && (
            <p id={ownNote} className="text-sm text-fg-muted">
              {t('admin.corrections.own')}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-3 rounded-lg border border-line bg-sunken p-3 text-sm">
          {t(`admin.corrections.decided.${c.status}`, { reviewer: c.reviewer ?? '?', date: decided ?? '' })}
          {c.decision_note && <span className="mt-1 block whitespace-pre-line">{c.decision_note}</span>}
        </p>
      )}
      {rejecting && (
        <RejectDialog
          name={c.entity_name ?? ''}
          pending={decide.isPending}
          failure={decide.error ? decisionFailure(decide.error, t) : null}
          onClose={() => setRejecting(false)}
          onReject={(note) => decide.mutate({ decision: 'reject', note })}
        />
      )}
    </TitledCard>
  );
}

/** Reject needs a reason: the player reads it on My corrections. */
export function RejectDialog({
  name,
  pending,
  failure,
  onClose,
  onReject,
}: {
  name: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onReject: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const send = () => {
    if (pending) return;
    const lacking = !note.trim();
    setMissing(lacking);
    if (!lacking) onReject(note.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t('admin.corrections.rejectDialog.title')}
      description={name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button variant="danger" aria-disabled={pending} onClick={send}>
            {t('admin.corrections.rejectDialog.confirm')}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t('admin.corrections.rejectDialog.reason')}
        hint={t('admin.corrections.rejectDialog.hint')}
        required
        maxLength={REVIEW_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={missing ? t('admin.corrections.rejectDialog.required') : null}
      />
      {failure && (
        <p role="alert" className="mt-3 text-sm text-negative">
          {failure}
        </p>
      )}
    </Modal>
  );
}
