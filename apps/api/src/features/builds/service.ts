// Build writes. Each is one transaction: the build row, its tags and attachments change together
// or not at all. Editors write public builds here; submissions put players' drafts through the
// same insert (features/submissions).
import {
  type BuildDraft,
  type BuildInput,
  type BuildPatch,
  BuildReplaceSchema,
  RATING_DEFAULT,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { referenceCheckedWrite } from '../../db/errors';
import type { builds } from '../../db/schema';
import { NotFound } from '../../domain-errors';
import { buildColumns } from '../../db/row-columns';
import {
  deletePublicBuild,
  findBuild,
  insertBuild,
  replaceBuildChildren,
  touchWeapon,
  updatePublicBuild,
  weaponExists,
} from './repository';

/** One transaction; an unknown weapon or tag id fails its foreign key: a 400, not a 500. */
const write = referenceCheckedWrite('The weapon or a tag does not exist.');

/** A draft as a whole build: rating, credit and the editor-only images keep their defaults. */
export const draftAsBuild = (draft: BuildDraft): BuildInput => ({
  ...draft,
  rating: RATING_DEFAULT,
  weapon_control_img: null,
  weapon_stats_img: null,
  creator_name: '',
  creator_avatar: null,
});

/** The columns the caller owns: which weapon, whose, in which review state. */
type BuildRow = Omit<typeof builds.$inferInsert, keyof ReturnType<typeof buildColumns>>;

/** Inserts a build with its tags and attachments (inside the caller's transaction). */
export async function insertBuildWithChildren(tx: Tx, input: BuildInput, row: BuildRow): Promise<number> {
  const id = await insertBuild(tx, { ...buildColumns(input), ...row });
  await replaceBuildChildren(tx, id, input);
  return id;
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
    const id = await insertBuildWithChildren(tx, input, { weaponId, authorId });
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

/** The only way a public build is removed (a weapon write never deletes one). */
export async function deleteBuild(db: Db, weaponId: number, buildId: number): Promise<void> {
  if (!(await deletePublicBuild(db, weaponId, buildId))) throw new NotFound('Build');
}
