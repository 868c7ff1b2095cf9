import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** "45 s" / "5 min": how long to wait before the next login attempt. */
export function formatWait(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('auth.login.seconds', { n: Math.max(1, Math.ceil(seconds)) });
  return t('auth.login.minutes', { n: Math.ceil(seconds / 60) });
}

/** Login errors, plus a wait message for 429 TOO_MANY_ATTEMPTS. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('auth.login.failed');
  if (error.code === 'INVALID_CREDENTIALS') return t('auth.login.invalidCredentials');
  if (error.code === 'ACCOUNT_DISABLED') return t('auth.login.accountDisabled');
  if (error.code === 'CONTROL_CHARACTER') return t('admin.fieldErrors.control_character');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds ? t('auth.login.tooManyWait', { time: formatWait(seconds, t) }) : t('auth.login.tooMany');
  }
  if (error.status === 400) return t('auth.login.required');
  // An answer that is not the API's own (a proxy's error page) has no text worth showing.
  if (error.code === 'INVALID_RESPONSE') return t('auth.login.failed');
  return error.message || t('auth.login.failed');
}

/** Registration errors. */
export function registerErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'USER_EXISTS') return t('auth.register.userExists');
  if (error instanceof ApiError && error.code === 'CONTROL_CHARACTER')
    return t('admin.fieldErrors.control_character');
  if (error instanceof ApiError && error.message) return error.message;
  return t('auth.register.failed');
}
