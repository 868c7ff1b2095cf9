// /recent-changes: the wiki's published changes for anyone, newest first, and one change's diff
// (docs/product.md, "Recent changes"). Public reads: every role gets the same answer, kept in the
// public cache, which every content write clears.
import {
  RecentChangeParamSchema,
  RecentChangeResponseSchema,
  RecentChangesQuerySchema,
  RecentChangesResponseSchema,
} from '@dfwiki/shared';
import { found } from '../../domain-errors';
import { cachedGet } from '../../http/cached-get';
import { featureRoutes } from '../../http/feature-routes';
import { findRecentChange, listRecentChanges } from './repository';

export const recentChangeRoutes = featureRoutes('recent-changes', async (app, ctx, db) => {
  cachedGet(app, ctx, '/recent-changes', {
    operationId: 'listRecentChanges',
    querystring: RecentChangesQuerySchema,
    success: { schema: RecentChangesResponseSchema },
    load: async ({ query }) => ({ data: await listRecentChanges(db, query) }),
  });

  cachedGet(app, ctx, '/recent-changes/:revisionId', {
    operationId: 'getRecentChange',
    params: RecentChangeParamSchema,
    success: { schema: RecentChangeResponseSchema },
    // Anything not public (pending, trashed, purged, never there) is simply not found.
    load: async ({ params }) => ({ data: found(await findRecentChange(db, params.revisionId), 'Change') }),
  });
});
