import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning' | 'info';
export type Tier = 'S' | 'A' | 'B' | 'C' | 'D';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-badge text-badge-fg',
  accent: 'bg-accent text-accent-fg',
  success: 'bg-btn-success text-btn-success-fg',
  danger: 'bg-btn-danger text-btn-danger-fg',
  warning: 'bg-btn-warning text-btn-warning-fg',
  info: 'bg-btn-info text-btn-info-fg',
};
const TIERS: Record<Tier, string> = {
  S: 'bg-tier-s text-tier-s-fg',
  A: 'bg-tier-a text-tier-a-fg',
  B: 'bg-tier-b text-tier-b-fg',
  C: 'bg-tier-c text-tier-c-fg',
  D: 'bg-tier-d text-tier-d-fg',
};
const BASE =
  'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(BASE, TONES[tone], className)}>{children}</span>;
}

export function isTier(value: unknown): value is Tier {
  return value === 'S' || value === 'A' || value === 'B' || value === 'C' || value === 'D';
}

export interface TierBadgeProps {
  tier: Tier;
  /** Visible text; defaults to the letter (e.g. pass "S Tier"). Screen readers get `label` if given. */
  children?: ReactNode;
  label?: string;
  className?: string;
}

/** Colour-coded tier badge S–D (theme tokens tier-s … tier-d). */
export function TierBadge({ tier, children, label, className }: TierBadgeProps) {
  return (
    <span className={cx(BASE, 'min-w-6 justify-center', TIERS[tier], className)} aria-label={label}>
      {children ?? tier}
    </span>
  );
}
