// Uploaded images in the database (Drizzle only); the files themselves live in DATA_DIR/uploads.
import { and, count, eq, exists, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { builds, itemTypes, keycards, uploads, weapons } from '../../db/schema';

/**
 * The same image twice is one upload (its first uploader keeps it); sending it again makes it new
 * again, so the clean-up does not take it away from the form it is about to go on.
 */
export async function insertUpload(db: Db | Tx, row: typeof uploads.$inferInsert) {
  await db
    .insert(uploads)
    .values(row)
    .onConflictDoUpdate({ target: uploads.sha256, set: { createdAt: sql`now()` } });
}

// Advisory lock namespaces (first key) of upload writes; the second key is an account or a hash.
const UPLOADER_LOCK = 17_001;
const UPLOAD_FILE_LOCK = 17_002;
const hashKey = (sha: string) => Number.parseInt(sha.slice(0, 8), 16) | 0;

/** Serialises one account's quota check and insert (until the transaction ends). */
export async function lockUploader(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOADER_LOCK}, ${userId})`);
}

/** Serialises the files of one image: storing them again and the clean-up removing them. */
export async function lockUploadFiles(tx: Tx, sha: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_FILE_LOCK}, ${hashKey(sha)})`);
}

/** The image columns of keycards and builds that may show an upload, matched against `pattern`. */
const keycardShows = (pattern: string | SQL) =>
  or(like(keycards.imageUrl, pattern), like(keycards.locationImg, pattern));
const buildShows = (pattern: string | SQL) =>
  or(
    like(builds.weaponBuilderImg, pattern),
    like(builds.weaponControlImg, pattern),
    like(builds.weaponStatsImg, pattern),
    like(builds.creatorAvatar, pattern),
  );

/**
 * Whether any record shows the upload of the outer query (full size or thumbnail): a weapon, a
 * keycard, an item type, or a build (submissions are builds). The same places as uploadUsers.
 */
function isReferenced(db: Db | Tx): SQL {
  const pattern = sql`'%/uploads/' || ${uploads.sha256} || '.%'`; // sha256 is hex: no wildcard
  const one = { one: sql`1` };
  return or(
    exists(db.select(one).from(weapons).where(like(weapons.imageUrl, pattern))),
    exists(db.select(one).from(keycards).where(keycardShows(pattern))),
    exists(db.select(one).from(itemTypes).where(like(itemTypes.imageUrl, pattern))),
    exists(db.select(one).from(builds).where(buildShows(pattern))),
  )!;
}

/** How many of an account's uploads no record shows (yet). */
export async function countUnattachedUploads(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.createdBy, userId), not(isReferenced(db))));
  return row!.n;
}

/** Hashes of the uploads older than `before` that no record shows. */
export async function staleUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ sha: uploads.sha256 })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before.toISOString()), not(isReferenced(db))));
  return rows.map((r) => r.sha);
}

/** Deletes the row if it is still stale (checked again under the file lock); true when it did. */
export async function deleteStaleUpload(tx: Tx, sha: string, before: Date): Promise<boolean> {
  const rows = await tx
    .delete(uploads)
    .where(and(eq(uploads.sha256, sha), lt(uploads.createdAt, before.toISOString()), not(isReferenced(tx))))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Who uploaded it (null for images of unknown origin); undefined when there is no such upload. */
export async function findUploader(
  db: Db | Tx,
  sha: string,
): Promise<{ createdBy: number | null } | undefined> {
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
    db.select({ name: keycards.name }).from(keycards).where(keycardShows(pattern)).limit(3),
    db.select({ name: itemTypes.name }).from(itemTypes).where(like(itemTypes.imageUrl, pattern)).limit(3),
    db.select({ name: builds.name }).from(builds).where(buildShows(pattern)).limit(3),
  ]);
  return [
    ...w.map((r) => `weapon ${r.name}`),
    ...k.map((r) => `keycard ${r.name}`),
    ...i.map((r) => `item type ${r.name}`),
    ...b.map((r) => `build ${r.name}`),
  ];
}
