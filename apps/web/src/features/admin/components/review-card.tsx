import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  REVIEW_NOTE_MAX,
  RATING_DEFAULT,
  TOAST_MS,
  pathTo,
  type ReviewDecision,
  type Submission,
} from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { TextAreaField } from '../../../components/ui/field';
import { RatingField } from '../../../components/build-fields/rating-field';
import { TitledCard } from '../../../components/ui/titled-card';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { handFocusOn } from '../../../lib/hand-focus-on';
import { decideSubmission } from '../api/review-queue';
import { normaliseRating } from '../../../components/build-fields/build-form-model';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';

/** One submission in the review queue: what the player sent, and approve / ask for changes / reject. */
export function ReviewCard({ submission: s }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [note, setNote] = useState('');
  const [rating, setRating] = useState(String(RATING_DEFAULT));
  const [noteMissing, setNoteMissing] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const decide = useMutation({
    mutationFn: (decision: ReviewDecision) =>
      decideSubmission(s.id, {
        decision,
        note: note.trim(),
        ...(decision === 'approve' ? { rating: normaliseRating(rating) } : {}),
      }),
    onSuccess: async (_saved, decision) => {
      // The decided card leaves the queue: the next one gets focus.
      handFocusOn(actionsRef.current);
      showToast(t(`admin.review.done.${decision}`), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
    },
    onError: (error) => showToast(errorMessage(error), { type: 'error', timeout: TOAST_MS.weapon }),
  });
  const send = (decision: ReviewDecision) => {
    const missing = decision !== 'approve' && !note.trim();
    setNoteMissing(missing);
    if (!missing) decide.mutate(decision);
  };
  const submitted = new Date(s.submitted_at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const stats = (['control', 'handling', 'stability', 'accuracy', 'range'] as const)
    .map((stat) => `${t(`weapons.builds.bars.${stat}`)} ${s[stat]}`)
    .join(' · ');

  return (
    <TitledCard
      data-testid="review-card"
      title={s.name}
      subtitle={t('admin.review.by', {
        weapon: s.weapon.name,
        nickname: s.submitter?.nickname ?? '?',
        date: submitted,
      })}
      aside={
        <ExternalLink
          href={pathTo('weapon', { weaponNameId: s.weapon.slug })}
          className="text-sm font-medium text-link underline underline-offset-2"
        >
          {t('admin.review.openWeapon')}
        </ExternalLink>
      }
    >
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t('submissions.form.code')}</dt>
        <dd className="font-mono break-all">{s.build_code}</dd>
        <dt className="font-semibold">{t('submissions.form.description')}</dt>
        <dd className="break-words whitespace-pre-line">{s.description || '—'}</dd>
        <dt className="font-semibold">{t('submissions.form.performance')}</dt>
        <dd>{stats}</dd>
        <dt className="font-semibold">{t('submissions.form.attachments')}</dt>
        <dd>
          {s.attachments
            .map((a) => `${a.name} (${t(`weapons.builds.attachmentTypes.${a.type}`)})`)
            .join(', ') || '—'}
        </dd>
        <dt className="font-semibold">{t('submissions.form.tags')}</dt>
        <dd>{s.tags.map((tag) => tag.name).join(', ') || '—'}</dd>
        {s.weapon_builder_img && (
          <>
            <dt className="font-semibold">{t('submissions.form.image')}</dt>
            <dd>
              <img src={s.weapon_builder_img} alt="" className="max-h-48 rounded-lg border border-line" />
            </dd>
          </>
        )}
      </dl>
      {s.reviews.length > 0 && (
        <p className="mt-3 text-sm text-fg-muted">
          {t('admin.review.earlier', {
            note: s.reviews[0]!.note,
            reviewer: s.reviews[0]!.reviewer ?? '?',
          })}
        </p>
      )}
      <div className="mt-5 grid gap-4 border-t border-line pt-4 sm:grid-cols-[1fr_10rem]">
        <TextAreaField
          label={t('admin.review.note')}
          hint={t('admin.review.noteHint')}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={noteMissing ? t('admin.review.noteRequired') : null}
        />
        <RatingField
          label={t('admin.review.rating')}
          value={rating}
          onChange={(e) => setRating(e.target.value)}
        />
      </div>
      <div ref={actionsRef} className="mt-4 flex flex-wrap gap-3">
        <Button variant="success" aria-disabled={decide.isPending} onClick={() => send('approve')}>
          {t('admin.review.approve')}
        </Button>
        <Button variant="secondary" aria-disabled={decide.isPending} onClick={() => send('request_changes')}>
          {t('admin.review.requestChanges')}
        </Button>
        <Button variant="danger" aria-disabled={decide.isPending} onClick={() => send('reject')}>
          {t('admin.review.reject')}
        </Button>
      </div>
    </TitledCard>
  );
}
