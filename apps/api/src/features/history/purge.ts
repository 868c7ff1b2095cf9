// Trashed entities older than the retention period go for good. Their revisions stay: the record
// of what was there and who deleted it outlives the row. Run at start and once a day.
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { builds, buildTags, keycards, weapons } from '../../db/schema';
import { insertAudit } from './repository';

const TRASHED_TABLES = { weapon: weapons, build: builds, keycard: keycards, tag: buildTags };

/** Removes what was deleted more than `days` ago; answers how many of each kind. */
export async function purgeTrash(db: Db, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction(async (tx) => {
    const purged: Record<string, number> = {};
    for (const [entity, table] of Object.entries(TRASHED_TABLES)) {
      const rows = await tx
        .delete(table)
        .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)))
        .returning({ id: table.id });
      if (rows.length) purged[entity] = rows.length;
    }
    if (Object.keys(purged).length)
      await insertAudit(tx, {
        by: { source: 'trash retention' },
        action: 'trash.purge',
        target: 'trash',
        details: { days, purged },
      });
    return purged;
  });
}
