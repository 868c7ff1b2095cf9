import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MEMBER_PATHS, TOAST_MS, type Guide, type GuideInputRaw } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useNoIndex } from '../../../lib/use-no-index';
import { useSession } from '../../../lib/queries/session';
import { ApiError } from '../../../lib/api-client';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { createGuide, updateGuide, useEditedGuide } from '../api/guides';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { GuideForm, guideValues, newGuideValues } from '../components/guide-form';
import { guidePagePath, isOpen } from '../components/guide-paths';

/**
 * Write a guide (/my/guides/new?category=…&subject=weapon:<id>) or edit one
 * (/my/guides/:id/edit): the writer while it waits or needs changes, an editor any time.
 * Signed-out readers are asked to sign in first.
 */
export default function WriteGuidePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  useNoIndex();
  const location = useLocation();
  const session = useSession();
  const user = session.data?.isValid ? session.data.user : null;
  const guideId = Number(id);

  return (
    <>
      <PageHeader
        eyebrow={t('guideWriting.eyebrow')}
        title={editing ? t('guideWriting.edit.title') : t('guideWriting.new.title')}
        subtitle={t('guideWriting.new.intro')}
      />
      {session.isPending ? (
        <Spinner label={t('guideWriting.loading')} />
      ) : !user ? (
        <SignInPrompt next={`${location.pathname}${location.search}`} texts="guideWriting.signIn" />
      ) : editing ? (
        Number.isInteger(guideId) && guideId > 0 ? (
          <EditGuide id={guideId} userId={user.id} editor={user.role.name !== 'user'} />
        ) : (
          <EmptyState title={t('guideWriting.edit.notFound')} />
        )
      ) : (
        <NewGuide />
      )}
    </>
  );
}

/** After a save: the writer goes to My guides; an editor who edited another's guide, back to it. */
function useAfterSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  return async (saved: Guide, message: string, ownGuide: boolean) => {
    showToast(t(message), { type: 'success', timeout: TOAST_MS.weapon });
    // The guide's public page, its lists and the queue may be cached from before the save.
    await invalidate();
    if (ownGuide) await navigate(MEMBER_PATHS.myGuides);
    else await navigate(saved.status === 'published' ? guidePagePath(saved) : '/admin/dashboard/guides');
  };
}

function NewGuide() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const afterSave = useAfterSave();
  return (
    <GuideForm
      initial={newGuideValues(params, i18n.language)}
      submitLabel={t('guideWriting.form.send')}
      onSave={async (input: GuideInputRaw) => {
        const saved = await createGuide(input);
        await afterSave(saved, 'guideWriting.sent', true);
      }}
    />
  );
}

function EditGuide({ id, userId, editor }: { id: number; userId: number; editor: boolean }) {
  const { t } = useTranslation();
  const guide = useEditedGuide(id);
  const afterSave = useAfterSave();
  if (guide.isPending) return <Spinner label={t('guideWriting.loading')} />;
  if (guide.isError)
    return guide.error instanceof ApiError && guide.error.status === 404 ? (
      <EmptyState title={t('guideWriting.edit.notFound')} />
    ) : (
      <p role="alert" className="text-negative">
        {t('guideWriting.edit.loadFailed')}
      </p>
    );
  const own = guide.data.author?.id === userId;
  if (!editor && !own) return <EmptyState title={t('guideWriting.edit.notFound')} />;
  if (!editor && !isOpen(guide.data)) return <EmptyState title={t('guideWriting.errors.closed')} />;
  const { version } = guide.data;
  return (
    <GuideForm
      // A newer version read after a conflict starts the form again from it.
      key={version}
      initial={guideValues(guide.data)}
      submitLabel={own && isOpen(guide.data) ? t('guideWriting.form.resend') : t('guideWriting.form.save')}
      onSave={async (input: GuideInputRaw) => {
        const saved = await updateGuide(id, input, version);
        await afterSave(saved, own ? 'guideWriting.sent' : 'guideWriting.saved', own);
      }}
    />
  );
}
