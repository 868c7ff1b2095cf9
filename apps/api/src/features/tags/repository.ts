// Build tags (Drizzle only). Names are unique ignoring case (a unique index on lower(name)).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteRow } from '../../db/rows';
import { buildTags } from '../../db/schema';

export const listTags = (db: Db) => db.select().from(buildTags).orderBy(asc(buildTags.name));

export async function insertTag(db: Db, name: string) {
  const [tag] = await db.insert(buildTags).values({ name }).returning();
  return tag!;
}

export async function renameTag(db: Db, id: number, name: string) {
  const [tag] = await db.update(buildTags).set({ name }).where(eq(buildTags.id, id)).returning();
  return tag;
}

/** Deletes the tag; the link tables let go of it by cascade. Whether it existed. */
export const deleteTag = (db: Db, id: number) => deleteRow(db, buildTags, id);
