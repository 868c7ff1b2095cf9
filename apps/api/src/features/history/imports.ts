// Data an import writes (the sample data on a first start) gets one "create" revision per entity,
// by the import, so every entity's history starts somewhere and names where it came from.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { revisions } from '../../db/schema';
import { diffStates } from './changes';
import { insertRevisions, type NewRevision } from './repository';
import type { HistorySubject } from './tracked';

/** A create revision by `source` for each entity that has no revision yet. Answers how many. */
export async function recordImports(db: Db, subjects: HistorySubject[], source: string) {
  let count = 0;
  for (const subject of subjects) {
    const ids = await subject.ids(db);
    if (!ids.length) continue;
    const kept = await db
      .selectDistinct({ id: revisions.entityId })
      .from(revisions)
      .where(and(eq(revisions.entity, subject.entity), inArray(revisions.entityId, ids)));
    const known = new Set(kept.map((r) => r.id));
    const rows: NewRevision[] = [];
    for (const id of ids.filter((i) => !known.has(i))) {
      const state = await subject.read(db, subject.parseId(id)!);
      rows.push({
        entity: subject.entity,
        entityId: id,
        action: 'create',
        by: { source },
        changes: diffStates(undefined, state),
      });
    }
    for (let i = 0; i < rows.length; i += 200) await insertRevisions(db, rows.slice(i, i + 200));
    count += rows.length;
  }
  return count;
}
