import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { REVIEW_NOTE_MAX, type Guide, type ReviewDecision } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { decideGuide } from '../api/guide-queue';

const VARIANT = { approve: 'success', request_changes: 'warning', reject: 'danger' } as const;

/**
 * Confirms one decision on a guide. Asking for changes needs a note and rejecting a reason: the
 * writer reads it on My guides. Approving may carry a note too.
 */
export function DecisionDialog({
  guide,
  decision,
  onClose,
  onDecided,
}: {
  guide: Pick<Guide, 'id' | 'title'>;
  decision: ReviewDecision;
  onClose: () => void;
  onDecided: (saved: Guide) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useMutation({
    mutationFn: () => decideGuide(guide.id, { decision, note: note.trim() }),
    onSuccess: onDecided,
  });
  const send = () => {
    const lacking = decision !== 'approve' && !note.trim();
    setMissing(lacking);
    if (!lacking) decide.mutate();
  };
  const failure = decide.error
    ? decide.error instanceof ApiError && ['OWN_GUIDE', 'GUIDE_CLOSED'].includes(decide.error.code)
      ? t(`guideWriting.review.errors.${decide.error.code}`)
      : decide.error.message
    : null;
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t(`guideWriting.review.dialog.${decision}.title`)}
      description={guide.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            variant={VARIANT[decision]}
            aria-disabled={decide.isPending}
            onClick={() => !decide.isPending && send()}
          >
            {t(`guideWriting.review.dialog.${decision}.confirm`)}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t(`guideWriting.review.dialog.${decision}.note`)}
        hint={t(`guideWriting.review.dialog.${decision}.hint`)}
        required={decision !== 'approve'}
        maxLength={REVIEW_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={missing ? t(`guideWriting.review.dialog.${decision}.required`) : null}
      />
      {failure && (
        <p role="alert" className="mt-3 text-sm text-negative">
          {failure}
        </p>
      )}
    </Modal>
  );
}
