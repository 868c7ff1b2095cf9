import type { ReactNode } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { cx } from '../../lib/cx';
import { ButtonLink } from './button';

/** A small "← back to …" link above a page's content, pulled left so the arrow lines up with the text below. */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink
      to={to}
      variant="ghost"
      size="sm"
      className={cx('-ml-2', className)}
      icon={<ArrowLeft size={16} aria-hidden="true" />}
    >
      {children}
    </ButtonLink>
  );
}
