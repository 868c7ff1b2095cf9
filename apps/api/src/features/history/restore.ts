// Putting an entity back to its state right after one of its revisions. History is never
// rewritten: the restore is one more revision ("restore") and an audit entry. Restoring a delete
// takes the entity out of the trash as it was just before (same id and slug).
import type { Db } from '../../db/database';
import { found, NotFound } from '../../domain-errors';
import { stateAfter } from './changes';
import { findRevision, insertAudit, laterRevisions } from './repository';
import { type EditMeta, type HistorySubject, recordWrite } from './tracked';

export type Subjects = ReadonlyMap<string, HistorySubject>;

export async function restoreRevision(db: Db, subjects: Subjects, revisionId: number, meta: EditMeta) {
  const revision = found(await findRevision(db, revisionId), 'Revision');
  const subject = subjects.get(revision.entity);
  const id = subject?.parseId(revision.entityId);
  if (!subject || id === undefined) throw new NotFound('Revision');
  await db.transaction(async (tx) => {
    const target = `${subject.entity}:${revision.entityId}`;
    const auditId = await insertAudit(tx, {
      by: meta.by,
      action: `${subject.entity}.restore`,
      target,
      details: { revision: revision.id, of: revision.action },
    });
    await recordWrite(tx, subject, id, 'restore', { ...meta, auditId }, async (current) => {
      const later = await laterRevisions(tx, revision);
      await subject.write(
        tx,
        id,
        stateAfter(current, revision.action === 'delete' ? [...later, revision] : later),
        meta,
      );
    });
  });
  return { entity: subject.entity, entityId: revision.entityId, item: await subject.answer(db, id) };
}
