import type { ReactNode } from 'react';

/** A label as facts carry it on the wiki's pages (the same look as the "Example" note). */
export function FactLabel({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block rounded border border-line-strong px-1.5 py-px text-xs font-semibold tracking-wide text-fg uppercase">
      {children}
    </span>
  );
}
