import { useTranslation } from 'react-i18next';
import Flag from 'lucide-react/icons/flag';
import { MEMBER_PATHS, type Correction } from '@dfwiki/shared';
import {
  CorrectionDetails,
  CorrectionFact,
  CorrectionStatusBadge,
} from '../../../components/corrections/correction-view';
import { BackLink } from '../../../components/ui/back-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useSession } from '../../../lib/queries/session';
import { useNoIndex } from '../../../lib/use-no-index';
import { useMyCorrections } from '../api/my-corrections';

/** "My corrections": each correction the player sent, its status and the editor's note. */
export default function MyCorrectionsPage() {
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
        eyebrow={t('corrections.mine.eyebrow')}
        title={t('corrections.mine.title')}
        subtitle={t('corrections.mine.intro')}
      />
      {session.isPending ? (
        <Spinner label={t('corrections.mine.loading')} />
      ) : user ? (
        <CorrectionList />
      ) : (
        <SignInPrompt next={MEMBER_PATHS.myCorrections} texts="corrections.signIn" />
      )}
    </>
  );
}

function CorrectionList() {
  const { t } = useTranslation();
  const mine = useMyCorrections();
  if (mine.isPending) return <Spinner label={t('corrections.mine.loading')} />;
  if (mine.isError)
    return (
      <p role="alert" className="text-negative">
        {t('corrections.mine.loadFailed')}
      </p>
    );
  if (mine.data.length === 0)
    return (
      <EmptyState
        icon={<Flag size={36} />}
        title={t('corrections.mine.empty')}
        description={t('corrections.mine.emptyText')}
      />
    );
  return (
    <ul className="space-y-4">
      {mine.data.map((c) => (
        <li key={c.id}>
          <CorrectionCard correction={c} />
        </li>
      ))}
    </ul>
  );
}

function CorrectionCard({ correction: c }: { correction: Correction }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
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
