import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/app-config-context';
import { useNoIndex } from '../../../lib/use-no-index';
import { register } from '../api/auth-api';
import { memberNext } from '../components/member-next';
import { registerErrorMessage } from '../components/auth-messages';
import { validateRegistration, type RegistrationValues } from '../components/register-rules';
import { AuthCard } from '../components/auth-card';
import { AuthForm, type AuthFieldSpec } from '../components/auth-form';

const EMPTY: RegistrationValues = { nickname: '', email: '', password: '', confirmPassword: '' };

/** Create Account: on success, to the admin login path. */
export default function AdminRegisterPage() {
  const { t } = useTranslation();
  useNoIndex();
  const navigate = useNavigate();
  const { adminLoginPath } = useAppConfig();
  // Coming from a player page, the login that follows returns there.
  const next = memberNext(useSearchParams()[0]);
  const loginPath = next ? `${adminLoginPath}?next=${encodeURIComponent(next)}` : adminLoginPath;
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = submitted ? validateRegistration(values) : {};
  const message = (key?: string) => (key ? t(key) : null);
  const fields: AuthFieldSpec<keyof RegistrationValues>[] = [
    { name: 'nickname', label: t('auth.nickname'), autoComplete: 'nickname' },
    { name: 'email', label: t('auth.email'), type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: t('auth.password'),
      type: 'password',
      autoComplete: 'new-password',
      hint: t('auth.register.passwordRule'),
    },
    {
      name: 'confirmPassword',
      label: t('auth.register.confirmPassword'),
      type: 'password',
      autoComplete: 'new-password',
    },
  ];

  const mutation = useMutation({
    mutationFn: () =>
      register({ nickname: values.nickname.trim(), email: values.email.trim(), password: values.password }),
    onSuccess: () => navigate(loginPath, { state: { registered: true } }),
    onError: (err) => setError(registerErrorMessage(err, t)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (Object.keys(validateRegistration(values)).length > 0) return;
    mutation.mutate();
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      other={{ question: t('auth.register.haveAccount'), link: t('auth.login.submit'), to: loginPath }}
    >
      <AuthForm
        fields={fields}
        values={values}
        errorOf={(name) => message(errors[name])}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        onSubmit={onSubmit}
        error={error}
        submitLabel={t('auth.register.submit')}
        pending={mutation.isPending}
      />
    </AuthCard>
  );
}
