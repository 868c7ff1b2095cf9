import { useTranslation } from 'react-i18next';
import type { FieldError } from '@dfwiki/shared';
import { fieldErrorText } from '../../lib/field-errors';
import { FieldErrorText } from '../ui/field';

export { FieldErrorText };

/** Field errors the form has no place for, named by their API path so none is silently lost. */
export function FieldErrorSummary({ errors }: { errors: FieldError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-negative px-3 py-2 text-sm text-negative">
      <p className="font-semibold">{t('admin.fieldErrors.summary')}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((e) => (
          <li key={`${e.path}-${e.rule}`}>
            <code>{e.path}</code>: {fieldErrorText(e, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
