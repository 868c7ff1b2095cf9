import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import LogIn from 'lucide-react/icons/log-in';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClasses } from '../../../components/ui/button';
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
          <Link to={`${adminLoginPath}${query}`} className={buttonClasses('primary')}>
            {t('submissions.signIn.signIn')}
          </Link>
          <Link to={`/admin-register${query}`} className={buttonClasses('secondary')}>
            {t('submissions.signIn.register')}
          </Link>
        </>
      }
    />
  );
}
