// Map rotation rules: replacing it stores a new version and makes it the current one in one
// transaction, so readers see the old schedule or the new one, never none
// (docs/product.md#map-rotation). Each replacement is a revision of the rotation and an audit entry.
import type { RotationReplace } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { NotFound } from '../../domain-errors';
import { type EditMeta, insertAudit, recordCreate, recordWrite } from '../history';
import { rotationHistory } from './history';
import { CURRENT, findCurrentRotation, findVersion, storeCurrentVersion } from './repository';

export async function replaceRotation(db: Db, input: RotationReplace, meta: EditMeta) {
  await db.transaction(async (tx) => {
    const auditId = await insertAudit(tx, {
      by: meta.by,
      action: 'rotation.replace',
      target: `rotation:${CURRENT}`,
      details: { label: input.label },
    });
    const linked = { ...meta, auditId };
    const store = () => storeCurrentVersion(tx, input, meta.by);
    // The first rotation ever stored is the rotation's creation.
    if (!(await rotationHistory.lock(tx, CURRENT))) {
      await store();
      return recordCreate(tx, rotationHistory, CURRENT, linked);
    }
    await recordWrite(tx, rotationHistory, CURRENT, 'update', linked, store);
  });
  return (await findCurrentRotation(db))!;
}

export async function rotationVersion(db: Db, id: number) {
  const found = await findVersion(db, id);
  if (!found) throw new NotFound('Rotation version');
  return found;
}

export const currentRotation = findCurrentRotation;
