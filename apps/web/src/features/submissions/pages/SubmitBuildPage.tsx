import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MEMBER_PATHS, TOAST_MS, type SubmissionInputRaw } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useNoIndex } from '../../../lib/use-no-index';
import { useSession } from '../../../lib/queries/session';
import { resubmitBuild, submitBuild, useMySubmissions } from '../api/my-submissions';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { SubmissionForm } from '../components/submission-form';

/**
 * Submit a build (/my/submissions/new?weapon=<slug>) or edit one a reviewer sent back
 * (/my/submissions/:id/edit). Signed-out readers are asked to sign in first.
 */
export default function SubmitBuildPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? t('submissions.edit.title') : t('submissions.new.title');
  useNoIndex();
  const location = useLocation();
  const session = useSession();
  const user = session.data?.isValid ? session.data.user : null;

  return (
    <>
      <PageHeader eyebrow={t('submissions.eyebrow')} title={title} subtitle={t('submissions.new.intro')} />
      {session.isPending ? (
        <Spinner label={t('submissions.loading')} />
      ) : !user ? (
        <SignInPrompt next={`${location.pathname}${location.search}`} texts="submissions.signIn" />
      ) : editing ? (
        <EditSubmission id={Number(id)} />
      ) : (
        <NewSubmission />
      )}
    </>
  );
}

function useAfterSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  // My submissions reads its list again when it opens (stale time 0), so nothing to invalidate.
  return async () => {
    showToast(t('submissions.sent'), { type: 'success', timeout: TOAST_MS.weapon });
    await navigate(MEMBER_PATHS.mySubmissions);
  };
}

function NewSubmission() {
  const [params] = useSearchParams();
  const afterSave = useAfterSave();
  return (
    <SubmissionForm
      weaponSlug={params.get('weapon')}
      onSave={async (input: SubmissionInputRaw) => {
        await submitBuild(input);
        await afterSave();
      }}
    />
  );
}

function EditSubmission({ id }: { id: number }) {
  const { t } = useTranslation();
  const mine = useMySubmissions();
  const afterSave = useAfterSave();
  if (mine.isPending) return <Spinner label={t('submissions.loading')} />;
  const submission = mine.data?.find((s) => s.id === id);
  if (!submission) return <EmptyState title={t('submissions.edit.notFound')} />;
  if (submission.status === 'approved' || submission.status === 'rejected')
    return <EmptyState title={t('submissions.errors.closed')} />;
  return (
    <SubmissionForm
      weaponSlug={null}
      from={submission}
      onSave={async (input: SubmissionInputRaw) => {
        await resubmitBuild(id, input);
        await afterSave();
      }}
    />
  );
}
