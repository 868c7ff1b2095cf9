import { useTranslation } from 'react-i18next';
import LogIn from 'lucide-react/icons/log-in';
import { EmptyState } from '../../../components/ui/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config-context';

/** Shown to a signed-out reader of a player page: sign in or create an account, then come back. */
export function SignInPrompt({ next }: { next: string }) {
  const { t } = useTranslation();
  const { adminLoginPath } = useAppConfig();
  const query = `?next=${encodeURIComponent(next)}`;
  return (
    <EmptyState
      icon={<LogIn size={36} />}
      texts="submissions.signIn"
      actions={
        <>
          <ButtonLink to={`${adminLoginPath}${query}`}>{t('submissions.signIn.signIn')}</ButtonLink>
          <ButtonLink to={`/admin-register${query}`} variant="secondary">
            {t('submissions.signIn.register')}
          </ButtonLink>
        </>
      }
    />
  );
}
