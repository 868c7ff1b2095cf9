// Weapon writes. Each is one transaction: the weapon row and its children (pros/cons, tags) change
// together or not at all. TTK values are worked out on read, so a body's are ignored. Builds are not written here: they have their own routes
// (features/builds), and a weapon write never deletes one.
import { type WeaponInput, type WeaponPatch, WeaponReplaceSchema } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { referenceCheckedWrite } from '../../db/errors';
import { found } from '../../domain-errors';
import { setTrashed } from '../../db/trash';
import { weapons } from '../../db/schema';
import { type EditMeta, recordCreate, recordDelete, recordWrite } from '../history';
import { weaponHistory } from './history';
import {
  findWeapon,
  insertWeapon,
  replaceWeaponChildren,
  storedWeaponStats,
  uniqueSlug,
  updateWeaponRow,
} from './repository';
import { clearedProvenance, withStoredRatings } from './stat-provenance';

/** One transaction; an unknown category, weapon or tag id fails its foreign key: a 400, not a 500. */
const write = referenceCheckedWrite('The category or a tag does not exist.');

export async function createWeapon(db: Db, input: WeaponInput, meta: EditMeta): Promise<number> {
  return write(db, async (tx) => {
    const id = await insertWeapon(tx, input, await uniqueSlug(tx, input.name));
    await replaceWeaponChildren(tx, id, input);
    await recordCreate(tx, weaponHistory, id, meta);
    return id;
  });
}

export async function updateWeapon(db: Db, id: number, input: WeaponInput, meta: EditMeta): Promise<void> {
  await write(db, (tx) =>
    recordWrite(tx, weaponHistory, id, 'update', meta, async () => {
      const stored = (await storedWeaponStats(tx, id))!;
      const complete = withStoredRatings(input, stored);
      await updateWeaponRow(tx, id, complete, clearedProvenance(stored, complete));
      // `builds` in the body is ignored: only a build's own DELETE removes it.
      await replaceWeaponChildren(tx, id, input);
    }),
  );
}

/** Changes only the given fields: the current weapon with the patch on top, written as a whole. */
export async function patchWeapon(db: Db, id: number, patch: WeaponPatch, meta: EditMeta): Promise<void> {
  const current = found(await findWeapon(db, String(id)), 'Weapon');
  await updateWeapon(db, id, WeaponReplaceSchema.parse({ ...current, ...patch }), meta);
}

/** Into the trash: gone from every public page at once, restorable with its id and slug. */
export async function deleteWeapon(db: Db, id: number, meta: EditMeta): Promise<void> {
  await db.transaction((tx) =>
    recordDelete(tx, weaponHistory, id, meta, () => setTrashed(tx, weapons, id, true)),
  );
}
