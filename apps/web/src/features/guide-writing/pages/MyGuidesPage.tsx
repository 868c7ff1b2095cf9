import { useTranslation } from 'react-i18next';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { MEMBER_PATHS, type Guide } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledCard } from '../../../components/ui/titled-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ButtonLink } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { useNoIndex } from '../../../lib/use-no-index';
import { useSession } from '../../../lib/queries/session';
import { useMyGuides } from '../api/guides';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { GuideStatusBadge } from '../components/guide-status';
import { guidePagePath, isOpen } from '../components/guide-paths';

/** "My guides": each guide the player wrote, its review status and the editor's latest note. */
export default function MyGuidesPage() {
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
        eyebrow={t('guideWriting.eyebrow')}
        title={t('guideWriting.mine.title')}
        subtitle={t('guideWriting.mine.intro')}
        actions={user && <ButtonLink to={MEMBER_PATHS.newGuide}>{t('guideWriting.write')}</ButtonLink>}
      />
      {session.isPending ? (
        <Spinner label={t('guideWriting.loading')} />
      ) : user ? (
        <GuideList />
      ) : (
        <SignInPrompt next={MEMBER_PATHS.myGuides} texts="guideWriting.signIn" />
      )}
    </>
  );
}

function GuideList() {
  const { t } = useTranslation();
  const mine = useMyGuides();
  if (mine.isPending) return <Spinner label={t('guideWriting.loading')} />;
  if (mine.isError)
    return (
      <p role="alert" className="text-negative">
        {t('guideWriting.mine.loadFailed')}
      </p>
    );
  if (mine.data.length === 0)
    return (
      <EmptyState
        icon={<NotebookPen size={36} />}
        title={t('guideWriting.mine.empty')}
        action={<ButtonLink to={MEMBER_PATHS.newGuide}>{t('guideWriting.write')}</ButtonLink>}
      />
    );
  return (
    <ul className="space-y-4">
      {mine.data.map((g) => (
        <li key={g.id}>
          <GuideCard guide={g} />
        </li>
      ))}
    </ul>
  );
}

function GuideCard({ guide: g }: { guide: Guide }) {
  const { t, i18n } = useTranslation();
  const latest = g.reviews[0];
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  const about = [
    t(`guideWriting.categories.${g.category}`),
    t(`guideWriting.languages.${g.language}`),
    g.subject && `${t(`guideWriting.subject.types.${g.subject.type}`)}: ${g.subject.name}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TitledCard
      data-testid="my-guide"
      title={g.title}
      subtitle={t('guideWriting.mine.about', { about, date: date(g.created_at) })}
      aside={<GuideStatusBadge status={g.status} />}
    >
      {g.excerpt && <p className="mt-2 line-clamp-2 text-sm break-words text-fg-muted">{g.excerpt}</p>}
      {latest && latest.note && (
        <div className="mt-3 rounded-lg border border-line bg-sunken p-3 text-sm">
          <p className="font-semibold">
            {t(`guideWriting.mine.note.${latest.decision}`, { date: date(latest.decided_at) })}
          </p>
          <p className="mt-1 break-words whitespace-pre-line" data-testid="review-note">
            {latest.note}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {isOpen(g) && (
          <ButtonLink to={MEMBER_PATHS.editGuide(g.id)} variant="secondary" size="sm">
            {g.status === 'changes_requested'
              ? t('guideWriting.mine.editResend')
              : t('guideWriting.mine.edit')}
          </ButtonLink>
        )}
        {g.status === 'published' && (
          <ButtonLink to={guidePagePath(g)} variant="secondary" size="sm">
            {t('guideWriting.mine.view')}
          </ButtonLink>
        )}
      </div>
    </TitledCard>
  );
}
