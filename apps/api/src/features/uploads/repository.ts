// Uploaded images in the database (Drizzle only); the files themselves live in DATA_DIR/uploads.
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { builds, itemTypes, keycards, uploads, weapons } from '../../db/schema';

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(row).onConflictDoNothing(); // the same image twice is one upload
}

/** Who uploaded it (null for images of unknown origin); undefined when there is no such upload. */
export async function findUploader(db: Db, sha: string): Promise<{ createdBy: number | null } | undefined> {
  const [row] = await db
    .select({ createdBy: uploads.createdBy })
    .from(uploads)
    .where(eq(uploads.sha256, sha));
  return row;
}

export async function deleteUploadRow(db: Db, sha: string): Promise<boolean> {
  const rows = await db.delete(uploads).where(eq(uploads.sha256, sha)).returning({ id: uploads.id });
  return rows.length > 0;
}

/** Names of the records whose image is this upload (full size or thumbnail), at most a few each. */
export async function uploadUsers(db: Db, sha: string): Promise<string[]> {
  const pattern = `%/uploads/${sha}.%`; // sha is 64 hex characters: no LIKE wildcard inside
  const [w, k, i, b] = await Promise.all([
    db.select({ name: weapons.name }).from(weapons).where(like(weapons.imageUrl, pattern)).limit(3),
    db
      .select({ name: keycards.name })
      .from(keycards)
      .where(or(like(keycards.imageUrl, pattern), like(keycards.locationImg, pattern)))
      .limit(3),
    db.select({ name: itemTypes.name }).from(itemTypes).where(like(itemTypes.imageUrl, pattern)).limit(3),
    db
      .select({ name: builds.name })
      .from(builds)
      .where(
        or(
          like(builds.weaponBuilderImg, pattern),
          like(builds.weaponControlImg, pattern),
          like(builds.weaponStatsImg, pattern),
          like(builds.creatorAvatar, pattern),
        ),
      )
      .limit(3),
  ]);
  return [
    ...w.map((r) => `weapon ${r.name}`),
    ...k.map((r) => `keycard ${r.name}`),
    ...i.map((r) => `item type ${r.name}`),
    ...b.map((r) => `build ${r.name}`),
  ];
}
