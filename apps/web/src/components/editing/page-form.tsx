import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../ui/button';
import { ContentLicenceNote } from '../ui/content-licence';
import type { ServerFieldErrors } from '../../lib/use-field-errors';
import { FieldErrorSummary } from './field-error-parts';

/**
 * The frame of an admin form that fills a page (weapon, build): its sections, the API's errors no
 * field shows (`placed` lists the fields that do), a stale save's notice, an alert, then the sticky bar with the links, Cancel
 * (back to `cancelTo`) and the submit button.
 */
export function PageForm({
  form,
  placed,
  alert,
  links,
  cancelTo,
  submitLabel,
  children,
}: {
  /** What usePageForm gives. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent) => void;
    server: ServerFieldErrors;
    save: { isPending: boolean };
    prompt: ReactNode;
    /** Shown when a save was refused as stale. */
    conflict?: ReactNode;
  };
  placed: readonly string[];
  alert?: ReactNode;
  /** Links before Cancel. */
  links?: ReactNode;
  cancelTo: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { formRef, onSubmit, server, save, prompt, conflict } = form;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      {children}
      <FieldErrorSummary errors={server.unplaced(placed)} />
      {conflict}
      {alert}
      <ContentLicenceNote />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-page/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        {links}
        <ButtonLink to={cancelTo} variant="secondary">
          {t('admin.common.cancel')}
        </ButtonLink>
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
      {prompt}
    </form>
  );
}
