// Revisions and the audit log in the database (Drizzle only). Both are appended, never changed;
// nicknames are joined at read time, so a renamed account shows its current name.
import { and, desc, eq, gt, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditQuery,
  HistoryEntity,
  Revision,
  RevisionAction,
  RevisionChange,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { auditLog, revisions, users } from '../../db/schema';

/** Who wrote a revision: a signed-in account, or an import named by its source. */
export type Author = { userId: number } | { source: string };

const actorId = (by: Author) => ('userId' in by ? by.userId : null);
const actor = { id: users.id, nickname: users.nickname };

export interface NewRevision {
  entity: HistoryEntity;
  entityId: string;
  action: RevisionAction;
  by: Author;
  changes: RevisionChange[];
  auditId?: number;
}

export async function insertRevisions(tx: Tx | Db, rows: NewRevision[]) {
  if (!rows.length) return;
  await tx.insert(revisions).values(
    rows.map((r) => ({
      entity: r.entity,
      entityId: r.entityId,
      action: r.action,
      actorId: actorId(r.by),
      source: 'source' in r.by ? r.by.source : null,
      changes: r.changes,
      auditId: r.auditId ?? null,
    })),
  );
}

type RevisionRow = typeof revisions.$inferSelect & { by: { id: number; nickname: string } | null };

const toRevision = (r: RevisionRow): Revision => ({
  id: r.id,
  entity: r.entity as HistoryEntity,
  entityId: r.entityId,
  action: r.action as RevisionAction,
  at: iso(r.at),
  by: r.by,
  source: r.source,
  changes: r.changes as RevisionChange[],
});

const revisionQuery = (db: Db | Tx) =>
  db
    .select({ r: revisions, by: actor })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.actorId))
    .$dynamic();

const ofEntity = (entity: HistoryEntity, entityId: string) =>
  and(eq(revisions.entity, entity), eq(revisions.entityId, entityId));

/** One page of an entity's revisions, newest first, and how many there are. */
export async function listRevisions(
  db: Db,
  q: { entity: HistoryEntity; id: string; limit: number; offset: number; since?: number },
) {
  // `since`: only from that revision on (the public part of a history).
  const where = and(ofEntity(q.entity, q.id), q.since === undefined ? undefined : gte(revisions.id, q.since));
  const [rows, [count]] = await Promise.all([
    revisionQuery(db).where(where).orderBy(desc(revisions.id)).limit(q.limit).offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(revisions)
      .where(where),
  ]);
  return { revisions: rows.map(({ r, by }) => toRevision({ ...r, by })), total: count!.n };
}

export async function findRevision(db: Db | Tx, id: number): Promise<Revision | undefined> {
  const [row] = await revisionQuery(db).where(eq(revisions.id, id));
  return row && toRevision({ ...row.r, by: row.by });
}

/** The revisions of the same entity after `revision`, for working out its state then. */
export async function laterRevisions(tx: Tx, revision: Revision) {
  return tx
    .select({ id: revisions.id, changes: revisions.changes })
    .from(revisions)
    .where(and(ofEntity(revision.entity, revision.entityId), gt(revisions.id, revision.id)))
    .then((rows) => rows.map((r) => ({ id: r.id, changes: r.changes as RevisionChange[] })));
}

/** The newest revision id of an entity: the version an editor's save is checked against (0: none). */
export async function currentVersion(tx: Tx, entity: HistoryEntity, entityId: string): Promise<number> {
  const [row] = await tx
    .select({ v: max(revisions.id) })
    .from(revisions)
    .where(ofEntity(entity, entityId));
  return row?.v ?? 0;
}

/** Each entity's newest revision: its version and when it was last edited. */
export async function lastEdits(db: Db | Tx, entity: HistoryEntity, entityIds: string[]) {
  const edits = new Map<string, { version: number; at: string }>();
  if (!entityIds.length) return edits;
  const rows = await db
    .select({ entityId: revisions.entityId, version: max(revisions.id), at: max(revisions.at) })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), inArray(revisions.entityId, entityIds)))
    .groupBy(revisions.entityId);
  for (const r of rows) edits.set(r.entityId, { version: r.version ?? 0, at: iso(r.at!) });
  return edits;
}

/** Each entity's version and last edit as a public read shows them (0 and null: none kept). */
export async function editStamps(db: Db | Tx, entity: HistoryEntity, entityIds: string[]) {
  const edits = await lastEdits(db, entity, entityIds);
  return (entityId: string) => ({
    version: edits.get(entityId)?.version ?? 0,
    last_edited_at: edits.get(entityId)?.at ?? null,
  });
}

/** The delete revision that put each trashed entity there (the newest delete of each). */
export async function deleteRevisions(db: Db, entity: HistoryEntity, entityIds: string[]) {
  if (!entityIds.length) return new Map<string, Revision>();
  const rows = await revisionQuery(db)
    .where(
      and(
        eq(revisions.entity, entity),
        inArray(revisions.entityId, entityIds),
        eq(revisions.action, 'delete'),
      ),
    )
    .orderBy(revisions.id);
  return new Map(rows.map(({ r, by }) => [r.entityId, toRevision({ ...r, by })]));
}

export interface NewAuditEntry {
  by: Author;
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

/** Appends one audit entry and answers its id (revisions of a bulk action link to it). */
export async function insertAudit(tx: Tx | Db, entry: NewAuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: actorId(entry.by),
      action: entry.action,
      target: entry.target,
      details: { ...('source' in entry.by ? { source: entry.by.source } : {}), ...entry.details },
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

/** Audit entries newest first, filtered; one more than asked tells whether a next page exists. */
export async function listAudit(db: Db, q: AuditQuery) {
  const where = and(
    q.before ? lt(auditLog.id, q.before) : undefined,
    q.actor ? eq(auditLog.actorId, q.actor) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
    q.to ? lt(auditLog.at, nextDayStart(q.to)) : undefined,
  );
  const rows = await db
    .select({ e: auditLog, by: actor })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
  const entries: AuditEntry[] = rows.slice(0, q.limit).map(({ e, by }) => ({
    id: e.id,
    at: iso(e.at),
    by,
    action: e.action,
    target: e.target,
    details: e.details as Record<string, unknown>,
  }));
  const more = rows.length > q.limit;
  return { entries, next_before: more ? entries.at(-1)!.id : null };
}
