import { describe, expect, it } from 'vitest';
import i18next from '../../../test/test-i18n';
import { ApiError } from '../../../lib/api-client';
import { loginErrorMessage, registerErrorMessage } from './auth-messages';
import { validateRegistration } from './register-rules';

const t = i18next.t.bind(i18next);

/** A form's error text function and the texts it gives for each refusal. */
type ErrorTexts = [form: string, messageOf: typeof loginErrorMessage, cases: [unknown, string][]];

describe.each<ErrorTexts>([
  [
    'login',
    loginErrorMessage,
    [
      [new ApiError(401, 'INVALID_CREDENTIALS', 'x'), 'Invalid email or password.'],
      [new ApiError(403, 'ACCOUNT_DISABLED', 'x'), 'Your account is disabled. Please contact support.'],
      [
        new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x', undefined, 300),
        'Too many failed login attempts. Please wait 5 min and try again.',
      ],
      [
        new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x', undefined, 42),
        'Too many failed login attempts. Please wait 42 s and try again.',
      ],
      [
        new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x'),
        'Too many failed login attempts. Please wait a few minutes and try again.',
      ],
      [new ApiError(500, 'INTERNAL_ERROR', 'Server is sad'), 'Server is sad'],
      [new ApiError(500, 'INTERNAL_ERROR', ''), 'Login failed. Please try again.'],
      [new ApiError(502, 'INVALID_RESPONSE', 'Bad Gateway'), 'Login failed. Please try again.'],
      [new Error('boom'), 'Login failed. Please try again.'],
    ],
  ],
  [
    'registration',
    registerErrorMessage,
    [
      [new ApiError(409, 'USER_EXISTS', 'x'), 'That email is already registered.'],
      [new ApiError(400, 'VALIDATION_ERROR', 'Nickname too short'), 'Nickname too short'],
      [new Error(''), 'Registration failed.'],
    ],
  ],
])('%s errors', (_form, messageOf, cases) => {
  it.each(cases)('%s → %s', (error, text) => {
    expect(messageOf(error, t)).toBe(text);
  });
});

it('refuses the plain role with its own text', () => {
  expect(t('auth.login.noPermission')).toBe('You do not have permission to access this page.');
});

describe('registration rules', () => {
  const password = 'Long-Enough-Pass1';
  const ok = { nickname: 'Ana', email: 'ana@example.com', password, confirmPassword: password };
  it('accepts a valid form', () => {
    expect(validateRegistration(ok)).toEqual({});
  });
  it.each([
    [{ nickname: ' ' }, 'nickname', 'Nickname is required.'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [
      { password: 'short-A1!', confirmPassword: 'short-A1!' },
      'password',
      'Password must be at least 12 characters and contain uppercase, lowercase, and special characters',
    ],
    [
      { password: 'alllowercase-123', confirmPassword: 'alllowercase-123' },
      'password',
      'Password must be at least 12 characters and contain uppercase, lowercase, and special characters',
    ],
    [
      { password: 'NoSpecialChars123', confirmPassword: 'NoSpecialChars123' },
      'password',
      'Password must be at least 12 characters and contain uppercase, lowercase, and special characters',
    ],
    [{ confirmPassword: 'Something-Else-1' }, 'confirmPassword', 'Passwords do not match'],
  ] as const)('%j → %s: %s', (patch, field, text) => {
    const errors = validateRegistration({ ...ok, ...patch });
    expect(t(errors[field]!)).toBe(text);
  });
});
