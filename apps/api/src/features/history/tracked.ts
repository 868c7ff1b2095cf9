// How a feature keeps its entity's history: it describes the entity once (a HistorySubject) and
// runs each write through `recordWrite` inside the write's transaction. The row is locked first,
// so concurrent saves of one entity queue up: each sees the version the previous one left, and a
// stale one gets a 409 instead of silently overwriting (docs/history.md).
import type { HistoryEntity, RevisionAction } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { Conflict, NotFound } from '../../domain-errors';
import { diffStates, type EntityState } from './changes';
import { type Author, currentVersion, insertAudit, insertRevisions } from './repository';

export interface HistorySubject<Id extends string | number = string | number> {
  entity: HistoryEntity;
  /** Its name in messages: "Weapon not found." */
  label: string;
  /** The id from the history API's text form; undefined when it cannot be one. */
  parseId(raw: string): Id | undefined;
  /** Locks the row for the rest of the transaction; false when there is none. */
  lock(tx: Tx, id: Id): Promise<boolean>;
  /** The fields a save writes, as stored (`deleted: true` while in the trash); trashed rows too. */
  read(tx: Tx | Db, id: Id): Promise<EntityState | undefined>;
  /** Writes a state back (a restore by `meta.by`): its fields, out of the trash unless `deleted`. */
  write(tx: Tx, id: Id, state: EntityState, meta: EditMeta): Promise<void>;
  /** The entity as its own read answers it (the restore's answer). */
  answer(db: Db, id: Id): Promise<unknown>;
  /** Every id there is, trashed ones too (an import records a create for each without history). */
  ids(db: Db): Promise<string[]>;
  /** The entities in the trash, with the name the Trash screen shows. */
  trashed(db: Db): Promise<{ id: string; name: string; deletedAt: string }[]>;
  /**
   * For an entity whose history is public (a published guide): the first revision anyone may
   * read. Absent, or undefined for this id: only editors read its history.
   */
  publicSince?(db: Db, id: Id): Promise<number | undefined>;
}

/** Who saves, and the version they saw (from the If-Match header; absent: no check). */
export interface EditMeta {
  by: Author;
  version?: number;
  /** The audit entry of the admin action this write belongs to. */
  auditId?: number;
}

/** A new entity's one "create" revision: every field it was written with. */
export async function recordCreate<Id extends string | number>(
  tx: Tx,
  subject: HistorySubject<Id>,
  id: Id,
  meta: EditMeta,
) {
  const changes = diffStates(undefined, await subject.read(tx, id));
  await insertRevisions(tx, [
    {
      entity: subject.entity,
      entityId: String(id),
      action: 'create',
      by: meta.by,
      changes,
      auditId: meta.auditId,
    },
  ]);
}

/**
 * Runs `work` on an existing entity and records what it changed as one revision (none when
 * nothing changed). A trashed entity counts as missing, except to a restore.
 */
export async function recordWrite<Id extends string | number, T>(
  tx: Tx,
  subject: HistorySubject<Id>,
  id: Id,
  action: Exclude<RevisionAction, 'create'>,
  meta: EditMeta,
  work: (before: EntityState) => Promise<T>,
): Promise<T> {
  if (!(await subject.lock(tx, id))) throw new NotFound(subject.label);
  const before = (await subject.read(tx, id))!;
  if (before.deleted && action !== 'restore') throw new NotFound(subject.label);
  if (meta.version !== undefined && meta.version !== (await currentVersion(tx, subject.entity, String(id))))
    throw new Conflict(
      'EDIT_CONFLICT',
      `Someone else saved this ${subject.label.toLowerCase()} after you opened it. Reload to see their change, then make yours again.`,
    );
  const result = await work(before);
  const changes = diffStates(before, await subject.read(tx, id));
  if (changes.length)
    await insertRevisions(tx, [
      { entity: subject.entity, entityId: String(id), action, by: meta.by, changes, auditId: meta.auditId },
    ]);
  return result;
}

/** Moves an entity to the trash: one "delete" revision, linked to its audit entry. */
export async function recordDelete<Id extends string | number>(
  tx: Tx,
  subject: HistorySubject<Id>,
  id: Id,
  meta: EditMeta,
  softDelete: () => Promise<unknown>,
) {
  const target = `${subject.entity}:${id}`;
  // The name, so the log still says what went once the row is purged.
  const name = (await subject.read(tx, id))?.name;
  const details = typeof name === 'string' ? { name } : {};
  const auditId = await insertAudit(tx, { by: meta.by, action: `${subject.entity}.delete`, target, details });
  await recordWrite(tx, subject, id, 'delete', { ...meta, auditId }, softDelete);
}
