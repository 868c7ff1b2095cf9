import { pathTo, type Guide, type GuideSummary } from '@dfwiki/shared';

/** The public page of a published guide (docs/product.md, "Guides"). */
export const guidePagePath = (guide: Pick<GuideSummary, 'slug'>) =>
  pathTo('guideArticle', { guideSlug: guide.slug });

/** A guide may change while it waits for review or after an editor asked for changes. */
export const isOpen = (guide: Pick<Guide, 'status'>) =>
  guide.status === 'pending' || guide.status === 'changes_requested';
