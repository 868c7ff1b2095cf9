import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_PATHS, TOAST_MS, type GuideSummary, type ReviewDecision } from '@dfwiki/shared';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { TitledCard } from '../../../../components/ui/titled-card';
import { useToast } from '../../../../components/ui/toast';
import { useSession } from '../../../../lib/queries/session';
import { useInvalidateAll } from '../../../../lib/use-invalidate-all';
import { useReviewedGuide } from '../api/guide-queue';
import { GuideBody } from '../../../../components/guides/guide-body';
import { GuideStatusBadge } from '../../components/guide-status';
import { DecisionDialog } from './decision-dialog';

const DECISIONS: { decision: ReviewDecision; variant: 'success' | 'secondary' | 'danger'; label: string }[] =
  [
    { decision: 'approve', variant: 'success', label: 'guideWriting.review.approve' },
    { decision: 'request_changes', variant: 'secondary', label: 'guideWriting.review.requestChanges' },
    { decision: 'reject', variant: 'danger', label: 'guideWriting.review.reject' },
  ];

/** One guide of the queue: who wrote what, about what; opened, its page as readers would see it and the decisions. */
export function GuideReviewItem({ guide: g }: { guide: GuideSummary }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sent = new Date(g.updated_at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const about = [
    t(`guideWriting.categories.${g.category}`),
    t(`guideWriting.languages.${g.language}`),
    g.subject && `${t(`guideWriting.subject.types.${g.subject.type}`)}: ${g.subject.name}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TitledCard
      data-testid="guide-review"
      title={g.title}
      subtitle={t('guideWriting.review.by', { about, nickname: g.author?.nickname ?? '?', date: sent })}
      aside={<GuideStatusBadge status={g.status} />}
    >
      {g.excerpt && <p className="mt-2 line-clamp-2 text-sm break-words text-fg-muted">{g.excerpt}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('guideWriting.review.close') : t('guideWriting.review.read')}
        </Button>
        <ButtonLink to={MEMBER_PATHS.editGuide(g.id)} variant="ghost" size="sm">
          {t('guideWriting.review.edit')}
        </ButtonLink>
      </div>
      <div id={panelId}>{open && <GuideReview id={g.id} />}</div>
    </TitledCard>
  );
}

function GuideReview({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const session = useSession();
  const guide = useReviewedGuide(id);
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  if (guide.isPending) return <Spinner label={t('guideWriting.loading')} />;
  if (guide.isError)
    return (
      <p role="alert" className="mt-4 text-negative">
        {t('guideWriting.review.loadFailed')}
      </p>
    );
  const g = guide.data;
  // Nobody decides their own guide (the API answers 403 OWN_GUIDE): the buttons say why they are off.
  const own = g.author !== null && g.author.id === session.data?.user?.id;
  const decidable = g.status === 'pending' || g.status === 'changes_requested';
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mt-4 space-y-4 border-t border-line pt-4">
      <article aria-label={g.title} className="rounded-lg border border-line bg-page p-4">
        <GuideBody html={g.html} language={g.language} />
      </article>
      <section aria-labelledby={`reviews-${id}`}>
        <h3 id={`reviews-${id}`} className="text-sm font-semibold">
          {t('guideWriting.review.earlier')}
        </h3>
        {g.reviews.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('guideWriting.review.noEarlier')}</p>
        ) : (
          <ul className="mt-1 space-y-2 text-sm" data-testid="guide-reviews">
            {g.reviews.map((r) => (
              <li
                key={`${r.decided_at}-${r.decision}`}
                className="rounded-lg border border-line bg-sunken p-2"
              >
                <p className="font-medium">
                  {t(`guideWriting.review.past.${r.decision}`, {
                    reviewer: r.reviewer ?? '?',
                    date: date(r.decided_at),
                  })}
                </p>
                {r.note && <p className="break-words whitespace-pre-line">{r.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {decidable && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-3">
            {DECISIONS.map(({ decision, variant, label }) => (
              <Button
                key={decision}
                variant={variant}
                disabled={own}
                aria-describedby={own ? `own-${id}` : undefined}
                onClick={() => setDeciding(decision)}
              >
                {t(label)}
              </Button>
            ))}
          </div>
          {own && (
            <p id={`own-${id}`} className="text-sm text-fg-muted">
              {t('guideWriting.review.ownGuide')}
            </p>
          )}
        </div>
      )}
      {deciding && (
        <DecisionDialog
          guide={g}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDecided={async () => {
            setDeciding(null);
            showToast(t(`guideWriting.review.done.${deciding}`), {
              type: 'success',
              timeout: TOAST_MS.weapon,
            });
            await invalidate();
          }}
        />
      )}
    </div>
  );
}
