import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_PATHS } from '@dfwiki/shared';
import { BackLink } from '../ui/back-link';
import { PageHeader } from '../ui/page-header';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { Spinner } from '../ui/spinner';
import { useSession } from '../../lib/queries/session';
import { useNoIndex } from '../../lib/use-no-index';

/** The words of a player's own page, by key prefix: `<texts>.eyebrow`, `.title`, `.intro`, `.loading`. */
interface MemberPageProps {
  texts: { eyebrow: string; title: string; intro: string; loading: string; signIn: string };
  /** Where signing in comes back to (this page, with what it was asked to do). */
  next: string;
  /** The header's action for a signed-in player (e.g. "Write a guide"). */
  action?: ReactNode;
  /** The page's content, for a signed-in player only. */
  children: ReactNode;
}

/**
 * The frame every "My …" page shares (docs/product.md): back to the account page,
 * the header, then, once the session is known, the content for a signed-in player or the sign-in
 * prompt. Never indexed: it is one player's own.
 */
export function MemberPage({ texts, next, action, children }: MemberPageProps) {
  const { t } = useTranslation();
  useNoIndex();
  const session = useSession();
  const signedIn = session.data?.isValid === true;
  return (
    <>
      <BackLink to={MEMBER_PATHS.account} className="mb-4">
        {t('account.back')}
      </BackLink>
      <PageHeader
        eyebrow={t(texts.eyebrow)}
        title={t(texts.title)}
        subtitle={t(texts.intro)}
        actions={signedIn ? action : undefined}
      />
      {session.isPending ? (
        <Spinner label={t(texts.loading)} />
      ) : signedIn ? (
        children
      ) : (
        <SignInPrompt next={next} texts={texts.signIn} />
      )}
    </>
  );
}

/** A player's list as a query gives it: loading, failed, empty, or its items one under another. */
export function MemberList<T>({
  query,
  loading,
  failed,
  empty,
  itemKey,
  item,
}: {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  loading: string;
  failed: string;
  empty: ReactNode;
  itemKey: (item: T) => Key;
  /** One item's card. */
  item: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t(loading)} />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="text-negative">
        {t(failed)}
      </p>
    );
  if (query.data.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-4">
      {query.data.map((entry) => (
        <li key={itemKey(entry)}>{item(entry)}</li>
      ))}
    </ul>
  );
}
