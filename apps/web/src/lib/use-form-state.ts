import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid, useServerFieldErrors, type ServerFieldErrors } from './use-field-errors';

/** What the client checks found: a translation key per field. */
export type ClientErrors = Partial<Record<string, string>>;

/** The keys of a form's values that hold text: inputs, textareas and selects edit those. */
export type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;
/** The keys that hold an uploaded image's URL, or null for none. */
export type ImageKey<V> = {
  [K in keyof V]-?: V[K] extends string | null ? (null extends V[K] ? K : never) : never;
}[keyof V] &
  string;

export interface FormState<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Merges a change of several keys (what a group of fields reports). */
  update: (change: Partial<V>) => void;
  /** True once the values differ from the ones the form started with. */
  dirty: boolean;
  /** A field's message: the client check's (after a save was tried), else the API's; null when fine. */
  errorOf: (field: string) => string | null;
  /** Wires a labelled field to one text key in a spread: `<TextField label={…} {...field('name')} />`. */
  field: <K extends TextKey<V>>(
    key: K,
  ) => { value: string; onChange: (event: { target: { value: string } }) => void; error: string | null };
  /** The same for an ImageField: `<ImageField label={…} {...image('image_url')} />`. */
  image: <K extends ImageKey<V>>(
    key: K,
  ) => { value: string | null; onChange: (url: string | null) => void; error: string | null };
  server: ServerFieldErrors;
  /** The <form>: after a refused save its first marked field is brought into view and focused. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Starts a save: shows the client checks and drops the last refusal; true when nothing blocks it. */
  startSubmit: () => boolean;
}

/** The state of an edit form (builds, weapons, keycards, a player's submission). */
export function useFormState<V extends object>(
  initial: V | (() => V),
  check: (values: V) => ClientErrors,
): FormState<V> {
  const { t } = useTranslation();
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const [submitted, setSubmitted] = useState(false);
  const server = useServerFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, server.errors);
  const clientErrors: ClientErrors = submitted ? check(values) : {};

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  // A client-side check wins; otherwise the API's own word on the field, translated.
  const errorOf = (field: string) => {
    const key = clientErrors[field];
    return key ? t(key) : server.of(field);
  };
  return {
    values,
    setValues,
    set,
    update: (change) => setValues((v) => ({ ...v, ...change })),
    dirty: JSON.stringify(values) !== JSON.stringify(start),
    errorOf,
    field: (key) => ({
      value: values[key] as string,
      onChange: (event) => set(key, event.target.value as V[typeof key]),
      error: errorOf(key),
    }),
    image: (key) => ({
      value: values[key] as string | null,
      onChange: (url) => set(key, url as V[typeof key]),
      error: errorOf(key),
    }),
    server,
    formRef,
    startSubmit: () => {
      setSubmitted(true);
      server.clear();
      return Object.keys(check(values)).length === 0;
    },
  };
}
