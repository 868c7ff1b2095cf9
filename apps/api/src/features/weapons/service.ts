// Weapon and build writes. Each is one transaction: the weapon row and all its children
// (TTK values, pros/cons, tags, builds) change together or not at all.
import {
  type BuildInput,
  type BuildPatch,
  BuildReplaceSchema,
  type WeaponInput,
  type WeaponPatch,
  WeaponReplaceSchema,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { checkedTransaction } from '../../db/errors';
import { Invalid, NotFound } from '../../domain-errors';
import { buildColumns } from '../../db/row-columns';
import {
  deletePublicBuild,
  deletePublicBuildsExcept,
  findBuild,
  insertBuild,
  publicBuildIds,
  replaceBuildChildren,
  updatePublicBuild,
} from './builds-repository';
import {
  deleteWeaponRow,
  findWeapon,
  insertWeapon,
  replaceWeaponChildren,
  storedWeaponStats,
  touchWeapon,
  uniqueSlug,
  updateWeaponRow,
  weaponExists,
} from './repository';
import { clearedProvenance, withStoredRatings } from './stat-provenance';

const unknownReference = () =>
  new Invalid('UNKNOWN_REFERENCE', 'The category, a tag or a build does not exist.');

/** One transaction; an unknown category, weapon or tag id fails its foreign key: a 400, not a 500. */
const write = <T>(db: Db, work: (tx: Tx) => Promise<T>) => checkedTransaction(db, work, unknownReference);

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
    await replaceWeaponChildren(tx, id, input);
    // An older client deletes a build by sending the weapon without it.
    if (input.builds) {
      const keep = input.builds.map((b) => b.id);
      // Only public builds: submissions under review are not the weapon form's to delete.
      const owned = await publicBuildIds(tx, id);
      if (keep.some((k) => !owned.has(k)))
        throw new Invalid('UNKNOWN_REFERENCE', 'A listed build does not belong to this weapon.');
      await deletePublicBuildsExcept(tx, id, keep);
    }
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

/**
 * An editor's build. Without a written creator name it is credited to the editor's account;
 * with one (a build taken from a published list) to that name.
 */
export async function createBuild(
  db: Db,
  weaponId: number,
  input: BuildInput,
  editorId?: number,
): Promise<number> {
  return write(db, async (tx) => {
    if (!(await weaponExists(tx, weaponId))) throw new NotFound('Weapon');
    const authorId = input.creator_name ? null : (editorId ?? null);
    const id = await insertBuild(tx, { ...buildColumns(input), weaponId, authorId });
    await replaceBuildChildren(tx, id, input);
    await touchWeapon(tx, weaponId);
    return id;
  });
}

export async function updateBuild(
  db: Db,
  weaponId: number,
  buildId: number,
  input: BuildInput,
): Promise<void> {
  await write(db, async (tx) => {
    if (!(await updatePublicBuild(tx, weaponId, buildId, input))) throw new NotFound('Build');
    await replaceBuildChildren(tx, buildId, input);
    await touchWeapon(tx, weaponId);
  });
}

/** Changes only the given fields of a build. */
export async function patchBuild(db: Db, weaponId: number, buildId: number, patch: BuildPatch) {
  const current = await findBuild(db, weaponId, buildId);
  if (!current) throw new NotFound('Build');
  await updateBuild(db, weaponId, buildId, BuildReplaceSchema.parse({ ...current, ...patch }));
}

export async function deleteBuild(db: Db, weaponId: number, buildId: number): Promise<void> {
  if (!(await deletePublicBuild(db, weaponId, buildId))) throw new NotFound('Build');
}
