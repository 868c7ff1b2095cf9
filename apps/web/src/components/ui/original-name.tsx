import { cx } from '../../lib/cx';

/**
 * The game's own (Chinese) name, shown beside our translation of it wherever the translation stands
 * in for the game's name (docs/data-provenance.md). Renders nothing when the name shown is the game's.
 */
export function OriginalName({
  original,
  translated,
  className,
}: {
  original: string | null | undefined;
  /** Whether the name shown beside it is ours. */
  translated: boolean;
  className?: string;
}) {
  if (!translated || !original) return null;
  return (
    <span lang="zh" className={cx('block text-xs font-normal text-fg-muted', className)}>
      {original}
    </span>
  );
}
