// Data an import writes is in the history too, by the import (its source named): the sample data
// on a first start as one "create" per entity, so every entity's history starts somewhere, and a
// later import (sourced data, a price snapshot) as what it changed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { revisions } from '../../db/schema';
import { diffStates, type EntityState } from './changes';
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

type States = Map<string, Map<string, EntityState | undefined>>;

async function allStates(db: Db, subjects: HistorySubject[]): Promise<States> {
  const states: States = new Map();
  for (const subject of subjects) {
    const byId = new Map<string, EntityState | undefined>();
    for (const id of await subject.ids(db)) byId.set(id, await subject.read(db, subject.parseId(id)!));
    states.set(subject.entity, byId);
  }
  return states;
}

/**
 * Runs an import that writes rows directly (the sourced data, a price snapshot) and records what it
 * changed as revisions by `source`: an update per entity whose state changed, a create per new one.
 */
export async function recordImportChanges<T>(
  db: Db,
  subjects: HistorySubject[],
  source: string,
  work: () => Promise<T>,
): Promise<T> {
  const before = await allStates(db, subjects);
  const result = await work();
  const after = await allStates(db, subjects);
  const rows: NewRevision[] = [];
  for (const subject of subjects)
    for (const [id, state] of after.get(subject.entity)!) {
      const old = before.get(subject.entity)!.get(id);
      const changes = diffStates(old, state);
      if (changes.length)
        rows.push({
          entity: subject.entity,
          entityId: id,
          action: old ? 'update' : 'create',
          by: { source },
          changes,
        });
    }
  for (let i = 0; i < rows.length; i += 200) await insertRevisions(db, rows.slice(i, i + 200));
  return result;
}
