import { cx } from '../../lib/cx';

/** DF Wiki mark (same drawing as public/favicon.svg). Decorative: give the link a label. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cx('shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-accent" />
      <path
        d="M32 10 L52 20 V34 C52 45 43 52 32 55 C21 52 12 45 12 34 V20 Z"
        className="fill-none stroke-accent-fg"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="7" className="fill-none stroke-accent-fg" strokeWidth="3.5" />
      <path
        d="M32 20 V26 M32 38 V44 M20 32 H26 M38 32 H44"
        className="stroke-accent-fg"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
