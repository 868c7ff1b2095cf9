import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

const ALIGN = { baseline: 'items-baseline', center: 'items-center' } as const;

/** A small muted line led by a bordered tag: the "Example" and "Editors' take" labels. */
export function TaggedNote({
  testId,
  align,
  tag,
  className,
  children,
}: {
  testId: string;
  align: keyof typeof ALIGN;
  /** The tag itself, with its own border classes. */
  tag: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      data-testid={testId}
      className={cx('flex flex-wrap', ALIGN[align], 'gap-x-2 gap-y-1 text-xs text-fg-muted', className)}
    >
      {tag}
      <span>{children}</span>
    </p>
  );
}
