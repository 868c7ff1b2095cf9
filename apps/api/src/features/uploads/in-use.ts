// Who may delete an upload, and whether a page still shows it. An image referenced by a weapon,
// a keycard or an item type is not deleted (409 UPLOAD_IN_USE): the page would show a broken image.
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { itemTypes, keycards, uploads, weapons } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../domain-errors';
import type { SessionUser } from '../auth/sessions';

/** Names of the records whose image is this upload (full size or thumbnail), at most a few. */
export async function uploadUsers(db: Db, sha: string): Promise<string[]> {
  const pattern = `%/uploads/${sha}.%`; // sha is 64 hex characters: no LIKE wildcard inside
  const [w, k, i] = await Promise.all([
    db.select({ name: weapons.name }).from(weapons).where(like(weapons.imageUrl, pattern)).limit(3),
    db.select({ name: keycards.name }).from(keycards).where(like(keycards.imageUrl, pattern)).limit(3),
    db.select({ name: itemTypes.name }).from(itemTypes).where(like(itemTypes.imageUrl, pattern)).limit(3),
  ]);
  return [
    ...w.map((r) => `weapon ${r.name}`),
    ...k.map((r) => `keycard ${r.name}`),
    ...i.map((r) => `item type ${r.name}`),
  ];
}

/** Throws unless `user` may delete the upload now: its uploader or an admin, and unused. */
export async function assertUploadDeletable(db: Db, sha: string, user: SessionUser | undefined) {
  const [row] = await db
    .select({ createdBy: uploads.createdBy })
    .from(uploads)
    .where(eq(uploads.sha256, sha));
  if (!row) throw new NotFound('Upload');
  if (user?.role.name !== 'admin' && (row.createdBy === null || row.createdBy !== user?.id))
    throw new Forbidden('FORBIDDEN', 'Only the uploader or an admin may delete this image.');
  const users = await uploadUsers(db, sha);
  if (users.length) throw new Conflict('UPLOAD_IN_USE', `This image is still shown by ${users.join(', ')}.`);
}
