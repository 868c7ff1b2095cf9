import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useAppConfig } from '../../../lib/app-config-context';
import { useNoIndex } from '../../../lib/use-no-index';
import { register } from '../api/auth-api';
import { memberNext } from '../components/member-next';
import { registerErrorMessage } from '../components/auth-messages';
import { validateRegistration, type RegistrationValues } from '../components/register-rules';
import { AuthCard, FormAlert } from '../components/auth-card';

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
  const set = (field: keyof RegistrationValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

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
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={loginPath} className="font-semibold text-link underline-offset-2 hover:underline">
            {t('auth.login.submit')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('auth.nickname')}
          name="nickname"
          autoComplete="nickname"
          required
          value={values.nickname}
          onChange={set('nickname')}
          error={message(errors.nickname)}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={message(errors.email)}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          hint={t('auth.register.passwordRule')}
          error={message(errors.password)}
        />
        <TextField
          label={t('auth.register.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={message(errors.confirmPassword)}
        />
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <Button type="submit" className="w-full" loading={mutation.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
