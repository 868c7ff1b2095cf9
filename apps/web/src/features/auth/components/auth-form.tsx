import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from './auth-card';

/** One labelled input of the login or registration form; `name` is its key in the form's values. */
export interface AuthFieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  hint?: string;
}

/**
 * The login and registration form: an optional notice, the required inputs in the order given, the
 * error of a refused attempt and the submit button.
 */
export function AuthForm<K extends string>({
  fields,
  values,
  errorOf,
  onChange,
  onSubmit,
  notice,
  error,
  submitLabel,
  pending,
}: {
  fields: AuthFieldSpec<K>[];
  values: Record<K, string>;
  errorOf: (name: K) => string | null;
  onChange: (name: K, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  notice?: ReactNode;
  error: string | null;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notice}
      {fields.map(({ name, ...field }) => (
        <TextField
          key={name}
          {...field}
          name={name}
          required
          value={values[name]}
          onChange={(e) => onChange(name, e.target.value)}
          error={errorOf(name)}
        />
      ))}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <Button type="submit" className="w-full" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
