import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

/** Centered panel of the login and registration screens, with the line that leads to the other one. */
export function AuthCard({
  title,
  subtitle,
  children,
  other,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** "No account yet? Create account" and the like: a question and the link that answers it. */
  other: { question: string; link: string; to: string };
}) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <PageHeader title={title} subtitle={subtitle} className="mb-6" />
      <Card className="p-5 sm:p-6">{children}</Card>
      <div className="mt-4 text-center text-sm text-fg-muted">
        {other.question}{' '}
        <Link to={other.to} className="font-semibold text-link underline-offset-2 hover:underline">
          {other.link}
        </Link>
      </div>
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
