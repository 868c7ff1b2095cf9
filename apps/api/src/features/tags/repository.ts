// Build tags (Drizzle only). Names are unique ignoring case (a unique index on lower(name)), trashed
// tags included: a name stays taken until the tag is purged, so a restore never clashes.
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { buildTags } from '../../db/schema';

const tagFields = { id: buildTags.id, name: buildTags.name };

export const listTags = (db: Db) =>
  db.select(tagFields).from(buildTags).where(isNull(buildTags.deletedAt)).orderBy(asc(buildTags.name));

export async function insertTag(tx: Tx, name: string) {
  const [tag] = await tx.insert(buildTags).values({ name }).returning(tagFields);
  return tag!;
}

export async function renameTag(tx: Tx, id: number, name: string) {
  const [tag] = await tx.update(buildTags).set({ name }).where(eq(buildTags.id, id)).returning(tagFields);
  return tag;
}

/** A tag with its trash mark (history reads trashed tags too). */
export async function findTag(db: Db | Tx, id: number) {
  const [tag] = await db.select().from(buildTags).where(eq(buildTags.id, id));
  return tag;
}
