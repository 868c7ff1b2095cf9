import type { ReactNode } from 'react';
import { Card } from './card';

/** Titled block of a long form (admin forms, the build submission form). */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`p-4 sm:p-5 ${className ?? ''}`}>
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}
