import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useNoIndex } from '../../../lib/use-no-index';
import { forgetAccount, logout } from '../../../lib/queries/session';
import { login } from '../api/auth-api';
import { loginErrorMessage } from '../components/auth-messages';
import { memberNext } from '../components/member-next';
import { AuthCard, FormAlert } from '../components/auth-card';

/**
 * Hidden admin login: awaits the answer; plain users are refused, others go to the dashboard.
 * Opened from a player page (`?next=/my/…`) it is the players' sign-in: every account may sign in
 * and goes back to that page.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  useNoIndex();
  const navigate = useNavigate();
  const location = useLocation();
  const next = memberNext(useSearchParams()[0]);
  const queryClient = useQueryClient();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => login(email.trim(), password),
    onSuccess: async (user) => {
      if (next) {
        forgetAccount(queryClient);
        await navigate(next);
        return;
      }
      if (user.role.name === 'user') {
        setError(t('auth.login.noPermission'));
        await logout().catch(() => undefined);
        return;
      }
      forgetAccount(queryClient);
      await navigate('/admin/dashboard/quick');
    },
    onError: (err) => setError(loginErrorMessage(err, t)),
  });

  const emailError = touched && !email.trim() ? t('auth.emailRequired') : null;
  const passwordError = touched && !password ? t('auth.passwordRequired') : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!email.trim() || !password) return;
    mutation.mutate();
  };

  return (
    <AuthCard
      title={next ? t('auth.member.title') : t('auth.login.title')}
      subtitle={next ? t('auth.member.subtitle') : t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link
            to={next ? `/admin-register?next=${encodeURIComponent(next)}` : '/admin-register'}
            className="font-semibold text-link underline-offset-2 hover:underline"
          >
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {registered && !error && <FormAlert kind="success">{t('auth.register.success')}</FormAlert>}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <Button type="submit" className="w-full" loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
