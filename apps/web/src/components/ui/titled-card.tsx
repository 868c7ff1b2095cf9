import type { HTMLAttributes, ReactNode } from 'react';
import { Card } from './card';

/** Card of a list of records: the record's title over a muted line, something at the right, then the body. */
export function TitledCard({
  title,
  subtitle,
  aside,
  children,
  ...rest
}: {
  title: ReactNode;
  subtitle: ReactNode;
  /** A badge or a link, top right. */
  aside: ReactNode;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'>) {
  return (
    <Card className="p-5" {...rest}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Focusable by script: where focus goes when the card before it leaves a list. */}
          <h2 tabIndex={-1} className="text-lg font-bold break-words">
            {title}
          </h2>
          <p className="text-sm text-fg-muted">{subtitle}</p>
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
