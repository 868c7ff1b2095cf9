import { useTranslation } from 'react-i18next';
import Flag from 'lucide-react/icons/flag';
import { MEMBER_PATHS, type Correction } from '@dfwiki/shared';
import {
  CorrectionDetails,
  CorrectionFact,
  CorrectionStatusBadge,
} from '../../../components/corrections/correction-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMyCorrections } from '../api/my-corrections';
import { MemberList, MemberPage } from '../../../components/member/member-page';
import { formatLongDate } from '../../../lib/format-day';

/** "My corrections": each correction the player sent, its status and the editor's note. */
export default function MyCorrectionsPage() {
  return (
    <MemberPage
      texts={{
        eyebrow: 'corrections.mine.eyebrow',
        title: 'corrections.mine.title',
        intro: 'corrections.mine.intro',
        loading: 'corrections.mine.loading',
        signIn: 'corrections.signIn',
      }}
      next={MEMBER_PATHS.myCorrections}
    >
      <CorrectionList />
    </MemberPage>
  );
}

function CorrectionList() {
  const { t } = useTranslation();
  return (
    <MemberList
      query={useMyCorrections()}
      loading="corrections.mine.loading"
      failed="corrections.mine.loadFailed"
      empty={
        <EmptyState
          icon={<Flag size={36} />}
          title={t('corrections.mine.empty')}
          description={t('corrections.mine.emptyText')}
        />
      }
      itemKey={(c) => c.id}
      item={(c) => <CorrectionCard correction={c} />}
    />
  );
}

function CorrectionCard({ correction: c }: { correction: Correction }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  return (
    <TitledCard
      data-testid="my-correction"
      title={<CorrectionFact correction={c} />}
      subtitle={t('corrections.mine.sent', { date: date(c.created_at) })}
      aside={<CorrectionStatusBadge status={c.status} />}
    >
      <CorrectionDetails correction={c} />
      {c.status !== 'pending' && c.decided_at && (
        <div className="mt-3 rounded-lg border border-line bg-sunken p-3 text-sm">
          <p className="font-semibold">
            {t(`corrections.mine.decided.${c.status}`, {
              reviewer: c.reviewer ?? '?',
              date: date(c.decided_at),
            })}
          </p>
          {c.decision_note && (
            <p className="mt-1 break-words whitespace-pre-line" data-testid="decision-note">
              {c.decision_note}
            </p>
          )}
        </div>
      )}
    </TitledCard>
  );
}
