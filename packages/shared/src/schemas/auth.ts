import { z } from 'zod';
import { RoleNameSchema } from './common';
import {
  PASSWORD_MAX,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  passwordMeetsRule,
} from '../domain/password';

export { PASSWORD_RULE_MESSAGE, PASSWORDS_MISMATCH_MESSAGE };

/** Emails are compared case-insensitively, so they are stored trimmed and lowercased. */
export const EmailSchema = z.string().trim().toLowerCase().max(254).check(z.email());

export const LoginSchema = z
  .object({ email: EmailSchema, password: z.string().min(1).max(PASSWORD_MAX) })
  .strict();
export type Login = z.infer<typeof LoginSchema>;

export const PasswordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .refine(passwordMeetsRule, { message: PASSWORD_RULE_MESSAGE });

/** POST /auth/register. */
export const RegisterSchema = z
  .object({
    nickname: z.string().trim().min(2).max(40),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .strict();
export type Register = z.infer<typeof RegisterSchema>;

/** The Create Account form: the API payload plus the confirmation field (never sent). */
export const RegisterFormSchema = RegisterSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { message: PASSWORDS_MISMATCH_MESSAGE, path: ['confirmPassword'] },
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const UserSchema = z
  .strictObject({
    id: z.number().int(),
    nickname: z.string(),
    email: z.string(),
    role: z.strictObject({ name: RoleNameSchema }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** Admin change of a user: role and/or disabled flag, at least one. */
export const UserPatchSchema = z
  .object({ role: RoleNameSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    message: 'Give role or disabled',
  });
export type UserPatch = z.infer<typeof UserPatchSchema>;

/** POST /auth/check-token answer. */
export const CheckTokenResultSchema = z.object({ isValid: z.boolean(), user: UserSchema.nullable() });
export type CheckTokenResult = z.infer<typeof CheckTokenResultSchema>;
