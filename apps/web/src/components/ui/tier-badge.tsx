import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { BADGE_BASE } from './badge';

// Apart from Badge so that the pages without tiers (home among them) do not load the tier colours.

export type Tier = 'S' | 'A' | 'B' | 'C' | 'D';

const TIERS: Record<Tier, string> = {
  S: 'bg-tier-s text-tier-s-fg',
  A: 'bg-tier-a text-tier-a-fg',
  B: 'bg-tier-b text-tier-b-fg',
  C: 'bg-tier-c text-tier-c-fg',
  D: 'bg-tier-d text-tier-d-fg',
};

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
    <span className={cx(BADGE_BASE, 'min-w-6 justify-center', TIERS[tier], className)} aria-label={label}>
      {children ?? tier}
    </span>
  );
}
