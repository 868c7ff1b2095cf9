// Map rotation rules: replacing it stores a new version and makes it the current one in one
// transaction, so readers see the old schedule or the new one, never none
// (docs/product.md#map-rotation).
import type { RotationReplace } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { findCurrentVersion, insertVersion, makeCurrent } from '../../db/rotation-rows';
import { NotFound } from '../../domain-errors';
import { findVersion } from './repository';

export async function replaceRotation(db: Db, input: RotationReplace, editorId: number) {
  const id = await db.transaction(async (tx) => {
    const newId = await insertVersion(tx, input, editorId);
    await makeCurrent(tx, newId);
    return newId;
  });
  return (await findVersion(db, id))!;
}

export async function rotationVersion(db: Db, id: number) {
  const found = await findVersion(db, id);
  if (!found) throw new NotFound('Rotation version');
  return found;
}

export const currentRotation = (db: Db) => findCurrentVersion(db);
