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
  return (
    <TaggedNote testId="example-note" align="baseline" tag={<ExampleTag />} className={className}>
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

/**
 * The "Example" tag alone, for a value that repeats down a page (a card each): the page says once,
 * in an ExampleNote, what its examples are.
 */
export function ExampleTag() {
  const { t } = useTranslation();
  return <span className="df-example-tag">{t('common.example')}</span>;
}
