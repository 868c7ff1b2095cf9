/** Password length limits (docs/product.md, Readers and editors). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** The special characters a password may use (exactly these, nothing else counts). */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 12 characters and contain uppercase, lowercase, and special characters';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';

/** >= 12 chars, a lowercase letter, an uppercase letter and one of !@#$%^&*()_+-=. */
export function passwordMeetsRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    [...PASSWORD_SPECIALS].some((c) => password.includes(c))
  );
}
