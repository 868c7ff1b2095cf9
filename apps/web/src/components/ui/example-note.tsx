import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { ContributeLink } from './contribute-link';

/**
 * The visible "Example" label every unsourced value carries (invented numbers are never shown as
 * fact), with what it means and, optionally, the way to contribute real data.
 */
export function ExampleNote({
  children,
  contribute = false,
  className,
}: {
  children: ReactNode;
  contribute?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="example-note"
      className={cx('flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-fg-muted', className)}
    >
      <span className="rounded border border-line-strong px-1.5 py-px font-semibold tracking-wide text-fg uppercase">
        {t('common.example')}
      </span>
      <span>
        {children}
        {contribute && (
          <>
            {' '}
            <ContributeLink />
          </>
        )}
      </span>
    </p>
  );
}
