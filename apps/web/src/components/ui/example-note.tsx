import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContributeLink } from './contribute-link';
import { TaggedNote } from './tagged-note';

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
  const tag = (
    <span className="rounded border border-line-strong px-1.5 py-px font-semibold tracking-wide text-fg uppercase">
      {t('common.example')}
    </span>
  );
  return (
    <TaggedNote testId="example-note" align="baseline" tag={tag} className={className}>
      {children}
      {contribute && (
        <>
          {' '}
          <ContributeLink />
        </>
      )}
    </TaggedNote>
  );
}
