// Weapon writes. Each is one transaction: the weapon row and its children (pros/cons, tags) change
// together or not at all. TTK values are worked out on read, so a body's are ignored. Builds are not written here: they have their own routes
// (features/builds), and a weapon write never deletes one.
import { type WeaponInput, type WeaponPatch, WeaponReplaceSchema } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
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
  await saveWeapon(db, id, meta, async () => input);
}

/**
 * Changes only the given fields: the current weapon with the patch on top, written as a whole. It
 * is read under the row's lock, inside the write's transaction, so a save that lands in between is
 * never undone by a patch of other fields.
 */
export async function patchWeapon(db: Db, id: number, patch: WeaponPatch, meta: EditMeta): Promise<void> {
  await saveWeapon(db, id, meta, async (tx) => {
    const current = found(await findWeapon(tx, String(id)), 'Weapon');
    return WeaponReplaceSchema.parse({ ...current, ...patch });
  });
}

/** One save: lock, then work out the full body (`inputFrom`), write it and its children, record it. */
const saveWeapon = (db: Db, id: number, meta: EditMeta, inputFrom: (tx: Tx) => Promise<WeaponInput>) =>
  write(db, (tx) =>
    recordWrite(tx, weaponHistory, id, 'update', meta, async () => {
      const input = await inputFrom(tx);
      const stored = (await storedWeaponStats(tx, id))!;
      const complete = withStoredRatings(input, stored);
      await updateWeaponRow(tx, id, complete, clearedProvenance(stored, complete));
      // `builds` in the body is ignored: only a build's own DELETE removes it.
      await replaceWeaponChildren(tx, id, input);
    }),
  );

/** Into the trash: gone from every public page at once, restorable with its id and slug. */
export async function deleteWeapon(db: Db, id: number, meta: EditMeta): Promise<void> {
  await db.transaction((tx) =>
    recordDelete(tx, weaponHistory, id, meta, () => setTrashed(tx, weapons, id, true)),
  );
}
