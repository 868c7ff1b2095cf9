// Build writes. Each is one transaction: the build row, its tags and attachments change together
// or not at all, with their revision (features/history). Editors write public builds here;
// submissions put players' drafts through the same insert (features/submissions). A delete moves
// the build to the trash.
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
import { buildColumns } from './row-columns';
import { type EditMeta, type EntityState, recordCreate, recordDelete, recordWrite } from '../history';
import { buildHistory } from './history';
import {
  insertBuild,
  replaceBuildChildren,
  touchWeapon,
  updatePublicBuild,
  weaponExists,
} from './row-writes';

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
  meta: EditMeta,
): Promise<number> {
  return write(db, async (tx) => {
    if (!(await weaponExists(tx, weaponId))) throw new NotFound('Weapon');
    const editorId = 'userId' in meta.by ? meta.by.userId : null;
    const id = await insertBuildWithChildren(tx, input, {
      weaponId,
      authorId: input.creator_name ? null : editorId,
    });
    await recordCreate(tx, buildHistory, id, meta);
    await touchWeapon(tx, weaponId);
    return id;
  });
}

/** Runs `work` on a public build of a weapon that is not in the trash, or answers 404. */
async function publicBuildWrite(
  tx: Tx,
  weaponId: number,
  buildId: number,
  change: Partial<typeof builds.$inferInsert>,
) {
  if (!(await weaponExists(tx, weaponId))) throw new NotFound('Weapon');
  if (!(await updatePublicBuild(tx, weaponId, buildId, change))) throw new NotFound('Build');
  await touchWeapon(tx, weaponId);
}

export async function updateBuild(
  db: Db,
  weaponId: number,
  buildId: number,
  input: BuildInput,
  meta: EditMeta,
): Promise<void> {
  await saveBuild(db, weaponId, buildId, meta, () => input);
}

/**
 * Changes only the given fields of a build: the stored build with the patch on top. (Not the read:
 * it credits the account by nickname, which would be written as the creator name.) The stored build
 * is the one read under the row's lock, so a save that lands in between is never undone.
 */
export async function patchBuild(
  db: Db,
  weaponId: number,
  buildId: number,
  patch: BuildPatch,
  meta: EditMeta,
): Promise<void> {
  await saveBuild(db, weaponId, buildId, meta, (before) => {
    const { status: _status, weapon_id: _weapon, ...fields } = before;
    return BuildReplaceSchema.parse({ ...fields, ...patch });
  });
}

/** One save: lock, work out the full body from the locked state (`inputFrom`), write, record. */
const saveBuild = (
  db: Db,
  weaponId: number,
  buildId: number,
  meta: EditMeta,
  inputFrom: (before: EntityState) => BuildInput,
) =>
  write(db, (tx) =>
    recordWrite(tx, buildHistory, buildId, 'update', meta, async (before) => {
      const input = inputFrom(before);
      const change = { ...buildColumns(input), updatedAt: new Date().toISOString() };
      await publicBuildWrite(tx, weaponId, buildId, change);
      await replaceBuildChildren(tx, buildId, input);
    }),
  );

/** The only way a public build is removed (a weapon write never deletes one): into the trash. */
export async function deleteBuild(db: Db, weaponId: number, buildId: number, meta: EditMeta): Promise<void> {
  await db.transaction((tx) =>
    recordDelete(tx, buildHistory, buildId, meta, () =>
      publicBuildWrite(tx, weaponId, buildId, { deletedAt: new Date().toISOString() }),
    ),
  );
}
