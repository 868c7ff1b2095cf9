import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { MEMBER_PATHS, pathTo, type Submission } from '@dfwiki/shared';
import { TitledCard } from '../../../components/ui/titled-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { useMySubmissions } from '../api/my-submissions';
import { SubmissionStatusBadge } from '../components/submission-status';
import { MemberList, MemberPage } from '../../../components/member/member-page';
import { formatLongDate } from '../../../lib/format-day';

/** "My submissions": each build the player sent, its review status and the reviewer's note. */
export default function MySubmissionsPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      texts={{
        eyebrow: 'submissions.eyebrow',
        title: 'submissions.mine.title',
        intro: 'submissions.mine.intro',
        loading: 'submissions.loading',
        signIn: 'submissions.signIn',
      }}
      next={MEMBER_PATHS.mySubmissions}
      action={<ButtonLink to={MEMBER_PATHS.newSubmission}>{t('submissions.submit')}</ButtonLink>}
    >
      <SubmissionList />
    </MemberPage>
  );
}

function SubmissionList() {
  const { t } = useTranslation();
  return (
    <MemberList
      query={useMySubmissions()}
      loading="submissions.loading"
      failed="submissions.mine.loadFailed"
      empty={
        <EmptyState
          icon={<Inbox size={36} />}
          title={t('submissions.mine.empty')}
          action={<ButtonLink to={MEMBER_PATHS.newSubmission}>{t('submissions.submit')}</ButtonLink>}
        />
      }
      itemKey={(s) => s.id}
      item={(s) => <SubmissionCard submission={s} />}
    />
  );
}

function SubmissionCard({ submission: s }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const latest = s.reviews[0];
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  return (
    <TitledCard
      data-testid="my-submission"
      title={s.name}
      subtitle={t('submissions.mine.for', { weapon: s.weapon.name, date: date(s.submitted_at) })}
      aside={<SubmissionStatusBadge status={s.status} />}
    >
      <p className="mt-2 font-mono text-sm break-all">{s.build_code}</p>
      {latest && latest.note && (
        <div className="mt-3 rounded-lg border border-line bg-sunken p-3 text-sm">
          <p className="font-semibold">
            {t(`submissions.mine.note.${latest.decision}`, { date: date(latest.decided_at) })}
          </p>
          <p className="mt-1 break-words whitespace-pre-line" data-testid="review-note">
            {latest.note}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {(s.status === 'pending' || s.status === 'changes_requested') && (
          <ButtonLink to={MEMBER_PATHS.editSubmission(s.id)} variant="secondary" size="sm">
            {s.status === 'changes_requested' ? t('submissions.mine.editResend') : t('submissions.mine.edit')}
          </ButtonLink>
        )}
        {s.status === 'approved' && (
          <ButtonLink
            to={`${pathTo('weapon', { weaponNameId: s.weapon.slug })}?build=${s.id}`}
            variant="secondary"
            size="sm"
          >
            {t('submissions.mine.view')}
          </ButtonLink>
        )}
      </div>
    </TitledCard>
  );
}
