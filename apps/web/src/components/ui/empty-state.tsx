import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

interface EmptyStateParts {
  description?: ReactNode;
  /** Decorative icon, e.g. <SearchX size={32} />. */
  icon?: ReactNode;
  /** Button or link shown below the text. */
  action?: ReactNode;
  /** Several buttons or links below the text, in a centred row that wraps. */
  actions?: ReactNode;
  className?: string;
}

export type EmptyStateProps = EmptyStateParts &
  (
    | { title: string; texts?: undefined }
    /** Key prefix of the texts: `<texts>.title` and `<texts>.text` (the description). */
    | { texts: string; title?: undefined }
  );

/** A framed message where content would be: nothing found, nothing yet, or a sign-in prompt. */
export function EmptyState({ texts, ...parts }: EmptyStateProps) {
  const { t } = useTranslation();
  const { title = t(`${texts}.title`), description = texts && t(`${texts}.text`) } = parts;
  const { icon, action, actions, className } = parts;
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-xl border border-dashed border-line-strong px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div aria-hidden="true" className="mb-3 text-fg-muted">
          {icon}
        </div>
      )}
      <p className="text-lg font-semibold text-fg">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-fg-muted">{description}</p>}
      {(action || actions) && (
        <div className="mt-5">
          {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : action}
        </div>
      )}
    </div>
  );
}
