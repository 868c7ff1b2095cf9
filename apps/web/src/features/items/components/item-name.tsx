import { pathTo } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { cx } from '../../../lib/cx';
import { gradeStyle } from './grade';

/** Our English name, linked to the item's page, with the game's Chinese name beneath it. */
export function ItemName({
  item,
  phoneNote,
}: {
  item: { slug: string; name: string; name_cn: string; grade: number | null };
  /** A line shown on phones only, where the table hides columns (the size). */
  phoneNote?: string;
}) {
  return (
    <span className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className={cx('mt-1 inline-block h-3 w-1.5 shrink-0 rounded-full', gradeStyle(item.grade).bar)}
      />
      <span className="min-w-0">
        <PrefetchLink to={pathTo('item', { itemSlug: item.slug })} className="font-medium df-link">
          {item.name}
        </PrefetchLink>
        {item.name_cn !== item.name && (
          <span lang="zh" className="block text-xs text-fg-muted">
            {item.name_cn}
          </span>
        )}
        {phoneNote && <span className="block text-xs text-fg-muted sm:hidden">{phoneNote}</span>}
      </span>
    </span>
  );
}
