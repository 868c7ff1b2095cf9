import { useTranslation } from 'react-i18next';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { MEMBER_PATHS, type Guide } from '@dfwiki/shared';
import { TitledCard } from '../../../components/ui/titled-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { useMyGuides } from '../api/guides';
import { GuideStatusBadge } from '../components/guide-status';
import { guidePagePath, isOpen } from '../components/guide-paths';
import { MemberList, MemberPage } from '../../../components/member/member-page';
import { formatLongDate } from '../../../lib/format-day';

/** "My guides": each guide the player wrote, its review status and the editor's latest note. */
export default function MyGuidesPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      texts={{
        eyebrow: 'guideWriting.eyebrow',
        title: 'guideWriting.mine.title',
        intro: 'guideWriting.mine.intro',
        loading: 'guideWriting.loading',
        signIn: 'guideWriting.signIn',
      }}
      next={MEMBER_PATHS.myGuides}
      action={<ButtonLink to={MEMBER_PATHS.newGuide}>{t('guideWriting.write')}</ButtonLink>}
    >
      <GuideList />
    </MemberPage>
  );
}

function GuideList() {
  const { t } = useTranslation();
  return (
    <MemberList
      query={useMyGuides()}
      loading="guideWriting.loading"
      failed="guideWriting.mine.loadFailed"
      empty={
        <EmptyState
          icon={<NotebookPen size={36} />}
          title={t('guideWriting.mine.empty')}
          action={<ButtonLink to={MEMBER_PATHS.newGuide}>{t('guideWriting.write')}</ButtonLink>}
        />
      }
      itemKey={(g) => g.id}
      item={(g) => <GuideCard guide={g} />}
    />
  );
}

function GuideCard({ guide: g }: { guide: Guide }) {
  const { t, i18n } = useTranslation();
  const latest = g.reviews[0];
  const date = (iso: string) => formatLongDate(iso, i18n.language);
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
