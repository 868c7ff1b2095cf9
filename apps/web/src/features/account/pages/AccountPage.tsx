import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Bookmark from 'lucide-react/icons/bookmark';
import Flag from 'lucide-react/icons/flag';
import Inbox from 'lucide-react/icons/inbox';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import {
  MEMBER_PATHS,
  pathTo,
  type Correction,
  type Guide,
  type Review,
  type RoleName,
  type SavedBuild,
  type Submission,
} from '@dfwiki/shared';
import { CorrectionFact, CorrectionStatusBadge } from '../../../components/corrections/correction-view';
import { fieldLabelKey } from '../../../components/corrections/correction-fields';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/queries/session';
import { useNoIndex } from '../../../lib/use-no-index';
import {
  myCorrectionsQuery,
  myGuidesQuery,
  mySubmissionsQuery,
  savedBuildsQuery,
} from '../../../lib/queries/my-lists';
import { GuideBadge, SubmissionBadge } from '../components/status-badges';
import { SummaryCard, SummaryEntry } from '../components/summary-card';

/**
 * The player's account page (/my): who they are, and their guides, build submissions, saved builds
 * and corrections, each with its count, its newest entries with their status and the editor's
 * latest note, and a link to its own page. Private, like every page under /my.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  useNoIndex();
  const session = useSession();
  const user = session.data?.isValid ? session.data.user : null;
  return (
    <>
      <PageHeader
        eyebrow={user ? t('account.eyebrow') : undefined}
        title={user ? user.nickname : t('account.title')}
        docTitle={t('account.title')}
        subtitle={t('account.intro')}
        actions={user && <RoleLine role={user.role.name} />}
      />
      {session.isPending ? (
        <Spinner label={t('account.loading')} />
      ) : user ? (
        <div className="grid gap-6 md:grid-cols-2">
          <GuidesCard />
          <SubmissionsCard />
          <SavedBuildsCard />
          <CorrectionsCard />
        </div>
      ) : (
        <SignInPrompt next={MEMBER_PATHS.account} texts="account.signIn" />
      )}
    </>
  );
}

function RoleLine({ role }: { role: RoleName }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted" data-testid="account-role">
      {t('account.role')}
      <Badge tone="accent">{t(`account.roles.${role}`)}</Badge>
    </p>
  );
}

/** A date as the entries show it ("12 Nov 2026"), in the page's language. */
function useShortDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The editor's latest note on a guide or a build, when they asked for changes or rejected it. */
function useReviewNote() {
  const { t } = useTranslation();
  const date = useShortDate();
  return (status: string, review: Review | undefined) =>
    (status === 'changes_requested' || status === 'rejected') && review?.note
      ? { label: t(`account.note.${status}`, { date: date(review.decided_at) }), text: review.note }
      : null;
}

const entryLink = 'text-link underline underline-offset-2';

function GuidesCard() {
  const { t } = useTranslation();
  const list = useQuery(myGuidesQuery);
  const date = useShortDate();
  const note = useReviewNote();
  return (
    <SummaryCard<Guide>
      id="guides"
      title={t('account.guides.title')}
      icon={<NotebookPen size={22} />}
      to={MEMBER_PATHS.myGuides}
      list={list}
      count={(count) => t('account.guides.count', { count })}
      empty={
        <EmptyState
          icon={<NotebookPen size={32} />}
          texts="account.guides.empty"
          action={<ButtonLink to={MEMBER_PATHS.newGuide}>{t('account.guides.write')}</ButtonLink>}
        />
      }
    >
      {(g) => (
        <SummaryEntry
          key={g.id}
          title={
            g.status === 'published' ? (
              <PrefetchLink to={pathTo('guideArticle', { guideSlug: g.slug })} className={entryLink}>
                {g.title}
              </PrefetchLink>
            ) : (
              g.title
            )
          }
          meta={t('account.guides.meta', { date: date(g.created_at) })}
          badge={<GuideBadge status={g.status} />}
          note={note(g.status, g.reviews[0])}
        />
      )}
    </SummaryCard>
  );
}

function SubmissionsCard() {
  const { t } = useTranslation();
  const list = useQuery(mySubmissionsQuery);
  const date = useShortDate();
  const note = useReviewNote();
  return (
    <SummaryCard<Submission>
      id="submissions"
      title={t('account.submissions.title')}
      icon={<Inbox size={22} />}
      to={MEMBER_PATHS.mySubmissions}
      list={list}
      count={(count) => t('account.submissions.count', { count })}
      empty={
        <EmptyState
          icon={<Inbox size={32} />}
          texts="account.submissions.empty"
          action={<ButtonLink to={MEMBER_PATHS.newSubmission}>{t('account.submissions.submit')}</ButtonLink>}
        />
      }
    >
      {(s) => (
        <SummaryEntry
          key={s.id}
          title={
            s.status === 'approved' ? (
              <PrefetchLink
                to={`${pathTo('weapon', { weaponNameId: s.weapon.slug })}?build=${s.id}`}
                className={entryLink}
              >
                {s.name}
              </PrefetchLink>
            ) : (
              s.name
            )
          }
          meta={t('account.submissions.meta', { weapon: s.weapon.name, date: date(s.submitted_at) })}
          badge={<SubmissionBadge status={s.status} />}
          note={note(s.status, s.reviews[0])}
        />
      )}
    </SummaryCard>
  );
}

function SavedBuildsCard() {
  const { t } = useTranslation();
  const list = useQuery(savedBuildsQuery);
  const date = useShortDate();
  return (
    <SummaryCard<SavedBuild>
      id="saved-builds"
      title={t('account.savedBuilds.title')}
      icon={<Bookmark size={22} />}
      to={MEMBER_PATHS.mySavedBuilds}
      list={list}
      count={(count) => t('account.savedBuilds.count', { count })}
      empty={
        <EmptyState
          icon={<Bookmark size={32} />}
          texts="account.savedBuilds.empty"
          action={<ButtonLink to={pathTo('builds')}>{t('account.savedBuilds.browse')}</ButtonLink>}
        />
      }
    >
      {(b) => (
        <SummaryEntry
          key={b.build_id}
          title={
            <PrefetchLink
              to={`${pathTo('weapon', { weaponNameId: b.weapon.slug })}?build=${b.build_id}`}
              className={entryLink}
            >
              {b.name}
            </PrefetchLink>
          }
          meta={t('account.savedBuilds.meta', { weapon: b.weapon.name, date: date(b.saved_at) })}
        />
      )}
    </SummaryCard>
  );
}

function CorrectionsCard() {
  const { t } = useTranslation();
  const list = useQuery(myCorrectionsQuery);
  const date = useShortDate();
  const note = (c: Correction) =>
    c.status === 'rejected' && c.decision_note
      ? {
          label: t('account.note.rejected', { date: c.decided_at ? date(c.decided_at) : '?' }),
          text: c.decision_note,
        }
      : null;
  return (
    <SummaryCard<Correction>
      id="corrections"
      title={t('account.corrections.title')}
      icon={<Flag size={22} />}
      to={MEMBER_PATHS.myCorrections}
      list={list}
      count={(count) => t('account.corrections.count', { count })}
      empty={
        <EmptyState
          icon={<Flag size={32} />}
          texts="account.corrections.empty"
          action={<ButtonLink to={pathTo('builds')}>{t('account.corrections.browse')}</ButtonLink>}
        />
      }
    >
      {(c) => (
        <SummaryEntry
          key={c.id}
          title={<CorrectionFact correction={c} />}
          meta={t('account.corrections.meta', {
            field: t(fieldLabelKey(c.entity, c.field)),
            date: date(c.created_at),
          })}
          badge={<CorrectionStatusBadge status={c.status} />}
          note={note(c)}
        />
      )}
    </SummaryCard>
  );
}
