import { describe, expect, it } from 'vitest';
import {
  LoginSchema,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  RegisterFormSchema,
  RegisterSchema,
  UserPatchSchema,
} from './auth';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('RegisterSchema — password rule and messages', () => {
  const base = { nickname: 'Gator', email: 'Gator@Example.com ' };
  it.each([
    ['Abcdefghijk!', true],
    ['Abcdefghij!', false],
    ['abcdefghijk!', false],
    ['ABCDEFGHIJK!', false],
    ['Abcdefghijkl', false],
    ['Abcdefghijk?', false],
    ['Abcdefghijk=', true],
  ])('password %j → %s', (password, ok) => {
    const r = RegisterSchema.safeParse({ ...base, password });
    expect(r.success).toBe(ok);
    if (!ok) expect(messages(r)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('uses the exact spec texts', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 12 characters and contain uppercase, lowercase, and special characters',
    );
    expect(PASSWORDS_MISMATCH_MESSAGE).toBe('Passwords do not match');
  });

  it('trims and lowercases the email, rejects bad ones', () => {
    expect(RegisterSchema.parse({ ...base, password: 'Abcdefghijk!' }).email).toBe('gator@example.com');
    expect(
      RegisterSchema.safeParse({ ...base, email: 'not-an-email', password: 'Abcdefghijk!' }).success,
    ).toBe(false);
  });

  it.each([['G'], [''], ['x'.repeat(41)]])('rejects nickname %j', (nickname) => {
    expect(RegisterSchema.safeParse({ ...base, nickname, password: 'Abcdefghijk!' }).success).toBe(false);
  });

  it.each([['role'], ['id'], ['disabled']])('rejects the extra key %s', (key) => {
    expect(RegisterSchema.safeParse({ ...base, password: 'Abcdefghijk!', [key]: 'admin' }).success).toBe(
      false,
    );
  });

  it('form schema requires matching confirmation', () => {
    const form = { ...base, password: 'Abcdefghijk!' };
    expect(RegisterFormSchema.safeParse({ ...form, confirmPassword: 'Abcdefghijk!' }).success).toBe(true);
    const r = RegisterFormSchema.safeParse({ ...form, confirmPassword: 'Abcdefghijk@' });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: PASSWORDS_MISMATCH_MESSAGE }),
    ]);
  });
});

describe('LoginSchema and UserPatchSchema', () => {
  it.each([
    [{ email: 'a@b.co', password: 'x' }, true],
    [{ email: 'a@b.co', password: '' }, false],
    [{ email: '', password: 'x' }, false],
    [{ email: 'a@b.co' }, false],
    [{ email: 'a@b.co', password: 'x', role: 'admin' }, false],
  ])('login %j → %s', (body, ok) => {
    expect(LoginSchema.safeParse(body).success).toBe(ok);
  });
  it.each([
    [{ role: 'editor' }, true],
    [{ disabled: true }, true],
    [{ role: 'admin', disabled: false }, true],
    [{}, false],
    [{ role: 'superuser' }, false],
    [{ role: 'user', email: 'x@y.z' }, false],
  ])('user patch %j → %s', (body, ok) => {
    expect(UserPatchSchema.safeParse(body).success).toBe(ok);
  });
});
