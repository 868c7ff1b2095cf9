import { EmailSchema, passwordMeetsRule } from '@dfwiki/shared';

export interface RegistrationValues {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Registration rules (docs/product.md, Readers and editors); values are translation keys of the error per field. */
export function validateRegistration(
  v: RegistrationValues,
): Partial<Record<keyof RegistrationValues, string>> {
  const errors: Partial<Record<keyof RegistrationValues, string>> = {};
  const nickname = v.nickname.trim();
  if (!nickname) errors.nickname = 'auth.nicknameRequired';
  else if (nickname.length < 2 || nickname.length > 40) errors.nickname = 'auth.nicknameLength';
  if (!v.email.trim()) errors.email = 'auth.emailRequired';
  else if (!EmailSchema.safeParse(v.email).success) errors.email = 'auth.emailInvalid';
  if (!v.password) errors.password = 'auth.passwordRequired';
  else if (!passwordMeetsRule(v.password)) errors.password = 'auth.register.passwordRule';
  if (!v.confirmPassword) errors.confirmPassword = 'auth.confirmRequired';
  else if (v.password !== v.confirmPassword) errors.confirmPassword = 'auth.register.passwordsMismatch';
  return errors;
}
