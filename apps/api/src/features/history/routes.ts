// /revisions, /trash and /audit: an entity's history and its restore (editors), the trash
// (editors), and the audit log (admins only). Each entity's feature describes it as a
// HistorySubject; the app passes them all in here.
import {
  AuditListResponseSchema,
  AuditQuerySchema,
  HISTORY_ENTITIES,
  RestoreResponseSchema,
  RevisionListResponseSchema,
  RevisionParamSchema,
  RevisionsQuerySchema,
  TrashListResponseSchema,
  type TrashItem,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { currentUser, editorWrite } from '../../http/guard';
import { operation } from '../../http/route-docs';
import { Forbidden, Unauthenticated } from '../../domain-errors';
import type { z } from 'zod';
import { privateGet, privately } from '../../http/private-get';
import { editMeta } from '../../http/edit-meta';
import { pageInfo } from '../../http/paging';
import { deleteRevisions, listAudit, listRevisions } from './repository';
import { restoreRevision, type Subjects } from './restore';
import type { HistorySubject } from './tracked';
import { purgeTrash } from './purge';

export const historyRoutes = (subjects: HistorySubject[]) => {
  const byEntity: Subjects = new Map(subjects.map((s) => [s.entity, s]));
  return featureRoutes('history', async (app, ctx, db) => {
    // Editors read every entity's history. Anyone may read the public part of a history whose
    // subject has one (a published guide, from its publication on); else 401/403 as for editors.
    app.get(
      '/revisions',
      {
        schema: operation({
          operationId: 'listRevisions',
          querystring: RevisionsQuerySchema,
          success: { schema: RevisionListResponseSchema },
          errors: ['UNAUTHORIZED', 'FORBIDDEN'],
        }),
      },
      async (req, reply) => {
        const query = req.query as z.output<typeof RevisionsQuerySchema>;
        privately(reply);
        const user = await currentUser(ctx, req);
        let since: number | undefined;
        if (user?.role.name !== 'editor' && user?.role.name !== 'admin') {
          const subject = byEntity.get(query.entity);
          const id = subject?.parseId(query.id);
          since = id === undefined ? undefined : await subject?.publicSince?.(db, id);
          if (since === undefined) {
            if (!user) throw new Unauthenticated('UNAUTHORIZED', 'Log in to do this.');
            throw new Forbidden('FORBIDDEN', 'Your role does not allow this.');
          }
        }
        const { revisions, total } = await listRevisions(db, { ...query, since });
        return { data: { revisions, page: pageInfo(query, total) } };
      },
    );

    app.post(
      '/revisions/:revisionId/restore',
      editorWrite(ctx, {
        operationId: 'restoreRevision',
        params: RevisionParamSchema,
        success: { schema: RestoreResponseSchema },
        errors: ['UNKNOWN_REFERENCE', 'EDIT_CONFLICT'],
      }),
      async (req) => ({ data: await restoreRevision(db, byEntity, req.params.revisionId, editMeta(req)) }),
    );

    privateGet(app, ctx, '/trash', {
      operationId: 'listTrash',
      role: 'editor',
      success: { schema: TrashListResponseSchema },
      load: async () => {
        const items: TrashItem[] = [];
        for (const entity of HISTORY_ENTITIES) {
          const subject = byEntity.get(entity);
          if (!subject) continue;
          const trashed = await subject.trashed(db);
          const deletes = await deleteRevisions(
            db,
            entity,
            trashed.map((t) => t.id),
          );
          for (const t of trashed) {
            const revision = deletes.get(t.id);
            // A row deleted before history was kept has no delete revision to restore from.
            if (revision)
              items.push({
                entity,
                entityId: t.id,
                name: t.name,
                deleted_at: t.deletedAt,
                by: revision.by,
                revision_id: revision.id,
              });
          }
        }
        items.sort((a, b) => (a.deleted_at < b.deleted_at ? 1 : -1));
        return { data: { items } };
      },
    });

    // The trash empties itself of what is past the retention period: at start, then daily.
    const purge = () =>
      purgeTrash(db, ctx.config.TRASH_RETENTION_DAYS).catch((error: Error) =>
        app.log.error({ message: error.message }, 'trash purge failed; tried again tomorrow'),
      );
    const daily = setInterval(purge, 86_400_000).unref();
    app.addHook('onReady', async () => void purge());
    app.addHook('onClose', async () => clearInterval(daily));

    privateGet(app, ctx, '/audit', {
      operationId: 'listAudit',
      role: 'admin',
      querystring: AuditQuerySchema,
      success: { schema: AuditListResponseSchema },
      load: async ({ query }) => ({ data: await listAudit(db, query) }),
    });
  });
};
