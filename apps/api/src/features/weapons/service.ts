// Weapon writes. Each is one transaction: the weapon row and its children (pros/cons, tags) change
// together or not at all. TTK values are worked out on read, so a body's are ignored. Builds are not written here: they have their own routes
// (features/builds), and a weapon write never deletes one.
import { type WeaponInput, type WeaponPatch, WeaponReplaceSchema } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { referenceCheckedWrite } from '../../db/errors';
import { NotFound } from '../../domain-errors';
import {
  deleteWeaponRow,
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

export async function createWeapon(db: Db, input: WeaponInput): Promise<number> {
  return write(db, async (tx) => {
    const id = await insertWeapon(tx, input, await uniqueSlug(tx, input.name));
    await replaceWeaponChildren(tx, id, input);
    return id;
  });
}

export async function updateWeapon(db: Db, id: number, input: WeaponInput): Promise<void> {
  await write(db, async (tx) => {
    const stored = await storedWeaponStats(tx, id);
    if (!stored) throw new NotFound('Weapon');
    const complete = withStoredRatings(input, stored);
    await updateWeaponRow(tx, id, complete, clearedProvenance(stored, complete));
    // `builds` in the body is ignored: only a build's own DELETE removes it.
    await replaceWeaponChildren(tx, id, input);
  });
}

/** Changes only the given fields: the current weapon with the patch on top, written as a whole. */
export async function patchWeapon(db: Db, id: number, patch: WeaponPatch): Promise<void> {
  const current = await findWeapon(db, String(id));
  if (!current) throw new NotFound('Weapon');
  await updateWeapon(db, id, WeaponReplaceSchema.parse({ ...current, ...patch }));
}

export async function deleteWeapon(db: Db, id: number): Promise<void> {
  if (!(await deleteWeaponRow(db, id))) throw new NotFound('Weapon');
}
