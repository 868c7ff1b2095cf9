import type { ComponentType } from 'react';

type LucideIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/**
 * One copy of each icon a long list repeats, as SVG symbols: each row then draws it with
 * `SymbolIcon`, a few bytes instead of the icon's whole outline in every row of the page's HTML.
 * Render it once, before the list.
 */
export function IconSymbols({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon size={24} aria-hidden />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * An icon of `IconSymbols` (decorative): it takes the text colour, as the icon itself would. Without
 * `size`, a stylesheet rule sizes it (a list's dozens of icons then carry no size each).
 */
export function SymbolIcon({ id, size, className }: { id: string; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
