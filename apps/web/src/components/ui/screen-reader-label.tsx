import type { ReactNode } from 'react';

/** A control whose label is read by screen readers only (its placeholder or context shows what it is). */
export function ScreenReaderLabelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      {children}
    </>
  );
}
