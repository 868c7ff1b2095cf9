import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-badge text-badge-fg',
  accent: 'bg-accent text-accent-fg',
  success: 'bg-btn-success text-btn-success-fg',
  danger: 'bg-btn-danger text-btn-danger-fg',
  warning: 'bg-btn-warning text-btn-warning-fg',
  info: 'bg-btn-info text-btn-info-fg',
};
/** What every badge shares: a small rounded pill of bold text (styles/index.css: lists repeat it). */
export const BADGE_BASE = 'df-badge';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small label in one of the tones (status, "New", "Coming soon"). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(BADGE_BASE, TONES[tone], className)}>{children}</span>;
}
