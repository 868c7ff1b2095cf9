// Storing and deleting uploaded images. An image is re-encoded before it is kept (nothing a client
// sent is served as is), and stored under the hash of what we wrote, so the same image is one file.
// An image still shown by a page is not deleted (UPLOAD_IN_USE): the page would show it broken.
// An account may hold UNATTACHED_UPLOADS_MAX images that no page shows (UPLOAD_QUOTA); cleanup.ts
// removes such images after a day.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, LimitReached, NotFound, Unsupported } from '../../domain-errors';
import type { SessionUser } from '../../http/session-user';
import { reencode, sniffImage } from './image';
import {
  countUnattachedUploads,
  deleteUploadRow,
  findUploader,
  insertUpload,
  lockUploader,
  lockUploadFiles,
  uploadUsers,
} from './repository';

export const filesOf = (sha: string) => [`${sha}.webp`, `${sha}.thumb.webp`];

/**
 * Images of one account that no page shows yet. An editor uploads one per form and saves it, so
 * a handful at most; a script filling the disk reaches it within two rate-limit windows.
 */
export const UNATTACHED_UPLOADS_MAX = 50;

export async function storeUpload(db: Db, dir: string, input: Buffer, uploaderId: number | null) {
  if (!sniffImage(input))
    throw new Unsupported('UNSUPPORTED_IMAGE', 'Please select an image file (png, jpeg, webp, gif or avif).');
  let image: Awaited<ReturnType<typeof reencode>>;
  try {
    image = await reencode(input);
  } catch {
    throw new Unsupported('INVALID_IMAGE', 'The file could not be read as an image.');
  }
  const sha = crypto.createHash('sha256').update(image.full).digest('hex');
  const [full, thumb] = filesOf(sha);
  await db.transaction(async (tx) => {
    if (uploaderId !== null) {
      await lockUploader(tx, uploaderId);
      // Checked before anything is written: a refused upload leaves no file and no row.
      if ((await countUnattachedUploads(tx, uploaderId)) >= UNATTACHED_UPLOADS_MAX)
        throw new LimitReached(
          'UPLOAD_QUOTA',
          `You have ${UNATTACHED_UPLOADS_MAX} uploaded images that no page shows yet. Use or delete some first; unused images are removed after a day.`,
        );
    }
    await lockUploadFiles(tx, sha);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, full!), image.full);
    await fs.writeFile(path.join(dir, thumb!), image.thumb);
    await insertUpload(tx, {
      sha256: sha,
      fileName: full!,
      mime: 'image/webp',
      bytes: image.full.length,
      width: image.width,
      height: image.height,
      createdBy: uploaderId,
    });
  });
  return {
    sha,
    full: `/uploads/${full}`,
    thumb: `/uploads/${thumb}`,
    width: image.width,
    height: image.height,
  };
}

/** Only its uploader or an admin may delete an upload, and only once no page shows it. */
export async function deleteUpload(db: Db, dir: string, sha: string, user: SessionUser | undefined) {
  const upload = await findUploader(db, sha);
  if (!upload) throw new NotFound('Upload');
  if (user?.role.name !== 'admin' && (upload.createdBy === null || upload.createdBy !== user?.id))
    throw new Forbidden('FORBIDDEN', 'Only the uploader or an admin may delete this image.');
  const shownBy = await uploadUsers(db, sha);
  if (shownBy.length)
    throw new Conflict('UPLOAD_IN_USE', `This image is still shown by ${shownBy.join(', ')}.`);
  if (!(await deleteUploadRow(db, sha))) throw new NotFound('Upload');
  await Promise.all(filesOf(sha).map((f) => fs.rm(path.join(dir, f), { force: true })));
}
