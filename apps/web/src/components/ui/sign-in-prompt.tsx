import { useTranslation } from 'react-i18next';
import LogIn from 'lucide-react/icons/log-in';
import { useAppConfig } from '../../lib/app-config-context';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';

/**
 * Sign in or create an account, then come back to `next` (a player page: the sign-in pages follow
 * only those, features/auth/components/member-next.ts). `texts` is the key prefix of the words:
 * `<texts>.title`, `.text`, `.signIn` and `.register`.
 */
export function SignInLinks({ next, texts }: { next: string; texts: string }) {
  const { t } = useTranslation();
  const { adminLoginPath } = useAppConfig();
  const query = `?next=${encodeURIComponent(next)}`;
  return (
    <>
      <ButtonLink to={`${adminLoginPath}${query}`}>{t(`${texts}.signIn`)}</ButtonLink>
      <ButtonLink to={`/admin-register${query}`} variant="secondary">
        {t(`${texts}.register`)}
      </ButtonLink>
    </>
  );
}

/** Shown to a signed-out reader of a player page: sign in or create an account, then come back. */
export function SignInPrompt({ next, texts }: { next: string; texts: string }) {
  return (
    <EmptyState
      icon={<LogIn size={36} />}
      texts={texts}
      actions={<SignInLinks next={next} texts={texts} />}
    />
  );
}
