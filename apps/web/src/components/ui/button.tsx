import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { cx } from '../../lib/cx';
import { PrefetchLink } from '../layout/prefetch-link';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'warning' | 'info' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-btn-primary text-btn-primary-fg hover:bg-btn-primary-hover',
  secondary: 'bg-btn-secondary text-btn-secondary-fg hover:bg-btn-secondary-hover border-line',
  danger: 'bg-btn-danger text-btn-danger-fg hover:bg-btn-danger-hover',
  success: 'bg-btn-success text-btn-success-fg hover:bg-btn-success-hover',
  warning: 'bg-btn-warning text-btn-warning-fg hover:bg-btn-warning-hover',
  info: 'bg-btn-info text-btn-info-fg hover:bg-btn-info-hover',
  ghost: 'bg-transparent text-fg hover:bg-hover',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

/** Class string of a button; ButtonLink uses it, and so can an outside link that looks like a button. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(
    'df-btn', // shape, transitions and the disabled look (styles/index.css)
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses; the button keeps focus (aria-disabled, not disabled). */
  loading?: boolean;
  /** Looks disabled and ignores presses but keeps focus: for a button that is pressed, then has nothing to do. */
  'aria-disabled'?: boolean;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    icon,
    className,
    disabled,
    children,
    type = 'button',
    onClick,
    'aria-disabled': softDisabled,
    ...rest
  },
  ref,
) {
  // A disabled button drops keyboard focus to the page; a loading one only refuses presses
  // (preventDefault also stops a form's submit).
  const inert = loading || softDisabled;
  const guarded: typeof onClick = inert ? (event) => event.preventDefault() : onClick;
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
      aria-disabled={inert || undefined}
      onClick={guarded}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : (
        icon
      )}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  className?: string;
}

/** A link inside the app that looks like a button (it loads the target page's code on hover). */
export function ButtonLink({ variant, size, icon, className, children, ...link }: ButtonLinkProps) {
  return (
    <PrefetchLink {...link} className={buttonClasses(variant, size, className)}>
      {icon}
      {children}
    </PrefetchLink>
  );
}
