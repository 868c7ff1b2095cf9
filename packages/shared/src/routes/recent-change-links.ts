// Where a recent change links to (docs/product.md, "Recent changes"): the public page of what it
// changed, and its own diff page. The page and the Atom feed both build their links here.
import type { RecentChangeTarget } from '../schemas/recent-changes';
import { pathTo } from './public-routes';

/** The address of the Atom feed of recent changes (served by the page host, not a page). */
export const RECENT_CHANGES_FEED_PATH = '/recent-changes.atom';

/** The public page of what a change is of; null when it has none (a tag, a page that is gone). */
export function recentChangeTargetPath(target: RecentChangeTarget): string | null {
  const slug = target.slug;
  switch (target.entity) {
    case 'weapon':
      return slug && pathTo('weapon', { weaponNameId: slug });
    case 'build':
      return slug && `${pathTo('weapon', { weaponNameId: slug })}?build=${encodeURIComponent(target.id)}`;
    case 'guide':
      return slug && pathTo('guideArticle', { guideSlug: slug });
    case 'ammo':
      return pathTo('round', { roundId: target.id });
    case 'armor':
      return pathTo('armorPiece', { pieceId: target.id });
    case 'item':
      return slug && pathTo('item', { itemSlug: slug });
    case 'keycard':
      // Cards have no page each: the list, searched for this one.
      return `${pathTo('cards')}?q=${encodeURIComponent(target.name)}`;
    case 'rotation':
      return pathTo('rotation');
    case 'tag':
      return null;
  }
}

/** The diff page of one change. */
export const recentChangePath = (id: number): string => pathTo('recentChange', { revisionId: id });
