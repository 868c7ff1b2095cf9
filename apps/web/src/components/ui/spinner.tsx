import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Screen-reader text; defaults to "Loading…". */
  label?: string;
  /** Inside another labelled control (e.g. a busy button): no role/label. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        SIZES[size],
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span
      role="status"
      className={cx('inline-flex items-center justify-center text-accent theme-contrast:text-fg', className)}
    >
      {circle}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}
