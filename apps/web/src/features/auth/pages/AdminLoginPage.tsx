import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNoIndex } from '../../../lib/use-no-index';
import { forgetAccount, logout } from '../../../lib/queries/session';
import { login } from '../api/auth-api';
import { loginErrorMessage } from '../components/auth-messages';
import { memberNext } from '../components/member-next';
import { AuthCard, FormAlert } from '../components/auth-card';
import { AuthForm, type AuthFieldSpec } from '../components/auth-form';

type Credentials = { email: string; password: string };

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
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = values.email.trim();

  const mutation = useMutation({
    mutationFn: () => login(email, values.password),
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

  const errors = {
    email: touched && !email ? t('auth.emailRequired') : null,
    password: touched && !values.password ? t('auth.passwordRequired') : null,
  };
  const fields: AuthFieldSpec<keyof Credentials>[] = [
    { name: 'email', label: t('auth.email'), type: 'email', autoComplete: 'username' },
    { name: 'password', label: t('auth.password'), type: 'password', autoComplete: 'current-password' },
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!email || !values.password) return;
    mutation.mutate();
  };

  return (
    <AuthCard
      title={next ? t('auth.member.title') : t('auth.login.title')}
      subtitle={next ? t('auth.member.subtitle') : t('auth.login.subtitle')}
      other={{
        question: t('auth.login.noAccount'),
        link: t('auth.login.createAccount'),
        to: next ? `/admin-register?next=${encodeURIComponent(next)}` : '/admin-register',
      }}
    >
      <AuthForm
        fields={fields}
        values={values}
        errorOf={(name) => errors[name]}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        onSubmit={onSubmit}
        notice={registered && !error && <FormAlert kind="success">{t('auth.register.success')}</FormAlert>}
        error={error}
        submitLabel={t('auth.login.submit')}
        pending={mutation.isPending}
      />
    </AuthCard>
  );
}
