import type { ReactNode } from 'react';

export interface Stat {
  id: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

const TILES = {
  card: 'rounded-xl border border-card-line bg-card p-4 text-card-fg',
  surface: 'rounded-lg border border-line bg-surface px-3 py-2',
  sunken: 'rounded-lg bg-sunken px-3 py-2',
} as const;

export interface StatListProps {
  stats: Stat[];
  tile: keyof typeof TILES;
  /** Layout of the list (its grid). */
  className: string;
  valueClassName: string;
  labelClassName?: string;
}

/** Headline numbers as a definition list of label/value tiles. */
export function StatList({
  stats,
  tile,
  className,
  valueClassName,
  labelClassName = 'text-xs font-semibold text-fg-muted uppercase',
}: StatListProps) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.id} className={TILES[tile]}>
          <dt className={labelClassName}>{stat.label}</dt>
          <dd className={valueClassName} data-testid={stat.testId}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
