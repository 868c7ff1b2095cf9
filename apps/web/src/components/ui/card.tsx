import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

/** Bordered panel on the card background. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx('rounded-xl border border-card-line bg-card text-card-fg shadow-sm', className)}
      {...rest}
    />
  );
}
