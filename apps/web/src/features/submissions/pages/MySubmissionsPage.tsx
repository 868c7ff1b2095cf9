import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { MEMBER_PATHS, pathTo, type Submission } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledCard } from '../../../components/ui/titled-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ButtonLink } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { useNoIndex } from '../../../lib/use-no-index';
import { useSession } from '../../../lib/queries/session';
import { useMySubmissions } from '../api/my-submissions';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { SubmissionStatusBadge } from '../components/submission-status';

/** "My submissions": each build the player sent, its review status and the reviewer's note. */
export default function MySubmissionsPage() {
  const { t } = useTranslation();
  useNoIndex();
  const session = useSession();
  const user = session.data?.isValid ? session.data.user : null;
  return (
    <>
      <BackLink to={MEMBER_PATHS.account} className="mb-4">
        {t('account.back')}
      </BackLink>
      <PageHeader
        eyebrow={t('submissions.eyebrow')}
        title={t('submissions.mine.title')}
        subtitle={t('submissions.mine.intro')}
        actions={user && <ButtonLink to={MEMBER_PATHS.newSubmission}>{t('submissions.submit')}</ButtonLink>}
      />
      {session.isPending ? (
        <Spinner label={t('submissions.loading')} />
      ) : user ? (
        <SubmissionList />
      ) : (
        <SignInPrompt next={MEMBER_PATHS.mySubmissions} texts="submissions.signIn" />
      )}
    </>
  );
}

function SubmissionList() {
  const { t } = useTranslation();
  const mine = useMySubmissions();
  if (mine.isPending) return <Spinner label={t('submissions.loading')} />;
  if (mine.isError)
    return (
      <p role="alert" className="text-negative">
        {t('submissions.mine.loadFailed')}
      </p>
    );
  if (mine.data.length === 0)
    return (
      <EmptyState
        icon={<Inbox size={36} />}
        title={t('submissions.mine.empty')}
        action={<ButtonLink to={MEMBER_PATHS.newSubmission}>{t('submissions.submit')}</ButtonLink>}
      />
    );
  return (
    <ul className="space-y-4">
      {mine.data.map((s) => (
        <li key={s.id}>
          <SubmissionCard submission={s} />
        </li>
      ))}
    </ul>
  );
}

function SubmissionCard({ submission: s }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const latest = s.reviews[0];
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
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
