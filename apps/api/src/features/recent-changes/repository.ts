// Recent changes read from the revisions (docs/product.md, "Recent changes"; docs/history.md). One
// SQL query decides what is public; nothing else may widen it:
// - a revision shows only while its entity is public now: not trashed, not purged, and a build
//   approved or a guide published;
// - of a build or guide, only the revisions from the one that (last) published it on: the drafts
//   before it were never public;
// - an import's revisions are one entry per batch: a run of revisions by one source, none more
//   than ten minutes after the one before (the sample data writes ~1,600 in a few seconds);
// - a revision linked to an audit entry `correction.accept` is a player's accepted correction: the
//   corrections work writes each accepted value that way (the contract, docs/history.md).
// No email, account id or audit detail leaves here: the author is a nickname, and the fields
// listed in PRIVATE_FIELDS are dropped from every diff.
import { type SQL, sql } from 'drizzle-orm';
import {
  RECENT_CHANGE_BATCH_MAX,
  type HistoryEntity,
  type PublicRevision,
  type RecentChange,
  type RecentChangeKind,
  type RevisionAction,
  type RevisionChange,
} from '@dfwiki/shared';
import type { Db } from '../../db/database';

/** The audit action whose revisions are accepted corrections (the corrections work writes it). */
export const CORRECTION_ACCEPT = 'correction.accept';

/** Fields a public diff never shows, whatever entity names them (accounts are not public). */
const PRIVATE_FIELDS = new Set(['author_id', 'reviewer_id', 'actor_id', 'email', 'submitted_at']);

/** An import batch ends when the next revision of its source comes more than this much later. */
const BATCH_GAP = sql.raw(`interval '10 minutes'`);

/** The newest revision of an entity that set its status to `status`: what published it (0: none kept). */
const publishedFrom = (entity: string, id: SQL, status: string) =>
  sql`coalesce((select max(p.id) from revisions p where p.entity = ${entity} and p.entity_id = ${id}
    and p.changes @> ${JSON.stringify([{ field: 'status', to: status }])}::jsonb), 0)`;

/**
 * Every entity that is public now, with its public name, the address segment of its page and the
 * first revision of it that may show. An entity not listed here shows nothing.
 */
const PUBLIC_TARGETS = sql`
  select 'weapon' as entity, w.id::text as entity_id, w.name as name, w.slug as slug, 0 as from_id
    from weapons w where w.deleted_at is null
  union all
  select 'build', b.id::text, b.name, w.slug, ${publishedFrom('build', sql`b.id::text`, 'approved')}
    from builds b join weapons w on w.id = b.weapon_id
    where b.status = 'approved' and b.deleted_at is null and w.deleted_at is null
  union all
  select 'guide', g.id::text, g.title, g.slug, ${publishedFrom('guide', sql`g.id::text`, 'published')}
    from guides g where g.status = 'published' and g.deleted_at is null
  union all
  select 'keycard', k.id, k.name, k.id, 0 from keycards k where k.deleted_at is null
  union all
  select 'tag', t.id::text, t.name, null, 0 from build_tags t where t.deleted_at is null
  union all
  select 'ammo', r.id, coalesce(r.name, r.name_cn, r.id), r.id, 0 from rounds r
  union all
  select 'armor', a.id, coalesce(a.name, a.name_cn, a.id), a.id, 0 from armor_pieces a
  union all
  select 'item', i.id::text, i.name, i.slug, 0 from items i
  union all
  select 'rotation', 'current', 'Map rotation', null, 0`;

/** The public revisions with their kind, and the entries they make (an import batch is one). */
const ENTRIES = sql`
  targets as (${PUBLIC_TARGETS}),
  visible as (
    select r.id, r.entity, r.entity_id, r.action, r.source, r.changes, u.nickname, t.name, t.slug,
      to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, r.at as at_time,
      case when r.source is not null then 'import'
           when a.action = ${CORRECTION_ACCEPT} then 'correction'
           when r.entity in ('build', 'guide') then r.entity
           else 'edit' end as kind
    from revisions r
    join targets t on t.entity = r.entity and t.entity_id = r.entity_id and r.id >= t.from_id
    left join users u on u.id = r.actor_id
    left join audit_log a on a.id = r.audit_id
  ),
  imports as (
    select v.id, v.entity, v.source,
      case when lag(v.source) over w is distinct from v.source
             or v.at_time > lag(v.at_time) over w + ${BATCH_GAP} then 1 else 0 end as starts
    from visible v where v.kind = 'import' window w as (order by v.id)
  ),
  batched as (select i.*, sum(i.starts) over (order by i.id) as batch from imports i),
  batch_counts as (
    select batch, entity, count(*)::int as n from batched group by batch, entity
  ),
  entries as (
    select max(b.id) as id, min(b.id) as first_id, count(*)::int as n, 'import' as kind,
      (select json_agg(json_build_object('entity', c.entity, 'count', c.n) order by c.n desc, c.entity)
         from batch_counts c where c.batch = b.batch) as entities
    from batched b group by b.batch
    union all
    select v.id, v.id, 1, v.kind, null from visible v where v.kind <> 'import'
  )`;

interface EntryRow {
  id: number;
  first_id: number;
  n: number;
  kind: RecentChangeKind;
  entities: { entity: HistoryEntity; count: number }[] | null;
  entity: HistoryEntity;
  entity_id: string;
  action: RevisionAction;
  at: string;
  source: string | null;
  nickname: string | null;
  name: string;
  slug: string | null;
  fields: string[] | null;
}

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const publicFields = (fields: string[] | null) => (fields ?? []).filter((f) => !PRIVATE_FIELDS.has(f));

/** What an entry row answers: an import batch names no entity, a single change no batch. */
function toChange(row: EntryRow): RecentChange {
  const batch = row.kind === 'import';
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    action: row.action,
    by: row.source ? null : row.nickname,
    source: row.source,
    target: batch ? null : { entity: row.entity, id: row.entity_id, name: row.name, slug: row.slug },
    fields: batch ? [] : publicFields(row.fields),
    batch: batch ? { count: row.n, entities: row.entities ?? [] } : null,
  };
}

/** The entries `where` keeps (over `e`, the entry, and `v`, its newest revision), newest first. */
const entriesWhere = (where: SQL, limit: number) => sql`
  with ${ENTRIES}
  select e.id, e.first_id, e.n, e.kind, e.entities, v.entity, v.entity_id, v.action, v.at, v.source,
    v.nickname, v.name, v.slug,
    (select json_agg(c->>'field') from jsonb_array_elements(v.changes) c) as fields
  from entries e join visible v on v.id = e.id
  where ${where}
  order by e.id desc
  limit ${limit}`;

/** One page of recent changes, newest first, and the `before` of the next page (null: none). */
export async function listRecentChanges(
  db: Db,
  q: { kind?: RecentChangeKind[]; limit: number; before?: number },
): Promise<{ changes: RecentChange[]; next_before: number | null }> {
  const where = sql.join(
    [
      sql`true`,
      q.kind
        ? sql`e.kind in (${sql.join(
            q.kind.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : undefined,
      q.before ? sql`e.id < ${q.before}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const rows = await rowsOf<EntryRow>(db, entriesWhere(where, q.limit + 1));
  const changes = rows.slice(0, q.limit).map(toChange);
  return { changes, next_before: rows.length > q.limit ? changes.at(-1)!.id : null };
}

interface RevisionRow {
  id: number;
  entity: HistoryEntity;
  entity_id: string;
  action: RevisionAction;
  at: string;
  name: string;
  slug: string | null;
  changes: RevisionChange[];
}

/**
 * The entry a public revision belongs to, and its revisions (an import batch: its first
 * RECENT_CHANGE_BATCH_MAX); undefined when the revision is not public (pending, trashed, gone).
 */
export async function findRecentChange(
  db: Db,
  revisionId: number,
): Promise<{ change: RecentChange; revisions: PublicRevision[] } | undefined> {
  const [entry] = await rowsOf<EntryRow>(
    db,
    entriesWhere(
      sql`(e.id = ${revisionId} or (e.kind = 'import' and ${revisionId} between e.first_id and e.id
        and exists (select 1 from batched x where x.id = ${revisionId})))`,
      1,
    ),
  );
  if (!entry) return undefined;
  const rows = await rowsOf<RevisionRow>(
    db,
    sql`with ${ENTRIES}
      select v.id, v.entity, v.entity_id, v.action, v.at, v.name, v.slug, v.changes from visible v
      where v.id between ${entry.first_id} and ${entry.id} and v.kind = ${entry.kind}
      order by v.id limit ${RECENT_CHANGE_BATCH_MAX}`,
  );
  return {
    change: toChange(entry),
    revisions: rows.map((r) => ({
      id: r.id,
      action: r.action,
      at: r.at,
      target: { entity: r.entity, id: r.entity_id, name: r.name, slug: r.slug },
      changes: r.changes.filter((c) => !PRIVATE_FIELDS.has(c.field)),
    })),
  };
}
