import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

/** Centered panel of the login and registration screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageHeader title={title} subtitle={subtitle} className="mb-6" />
      <Card className="p-5 sm:p-6">{children}</Card>
      {footer && <div className="mt-4 text-center text-sm text-fg-muted">{footer}</div>}
    </div>
  );
}

/** Error or success line above a form's button (announced by screen readers). */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={
        kind === 'error'
          ? 'rounded-lg border border-negative px-3 py-2 text-sm font-medium text-negative'
          : 'rounded-lg border border-positive px-3 py-2 text-sm font-medium text-positive'
      }
    >
      {children}
    </p>
  );
}
