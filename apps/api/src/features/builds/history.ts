// A build's history (features/history): its state is what an editor's PUT writes (with tag ids and
// attachments), plus its weapon and review state, which a player's edit and a review change.
import { asc, eq } from 'drizzle-orm';
import { BuildReplaceSchema } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { restoredFrom, withTrashMark } from '../../db/trash';
import { buildAttachments, buildTagLinks, builds } from '../../db/schema';
import { type EntityState, trashableSubject } from '../history';
import { findBuild, storedBuildFields } from './repository';
import { replaceBuildChildren, restoreBuildRow, touchWeapon } from './row-writes';

/** The build as stored: its credit is the written name, not the account's nickname a read shows. */
export async function buildState(db: Db | Tx, id: number): Promise<EntityState | undefined> {
  const [b] = await db.select().from(builds).where(eq(builds.id, id));
  if (!b) return undefined;
  const [tags, attachments] = await Promise.all([
    db
      .select({ id: buildTagLinks.tagId })
      .from(buildTagLinks)
      .where(eq(buildTagLinks.buildId, id))
      .orderBy(asc(buildTagLinks.tagId)),
    db
      .select({ name: buildAttachments.name, type: buildAttachments.type })
      .from(buildAttachments)
      .where(eq(buildAttachments.buildId, id))
      .orderBy(asc(buildAttachments.position), asc(buildAttachments.id)),
  ]);
  return withTrashMark(b, {
    weapon_id: b.weaponId,
    status: b.status,
    ...storedBuildFields(b),
    creator_name: b.creatorName,
    tag_ids: tags.map((t) => t.id),
    attachments,
    // Featuring is an editor's edit too, so a restore puts it back as it was (docs/history.md).
    featured: b.featuredAt !== null,
  });
}

export const buildHistory = trashableSubject(builds, builds.name, {
  entity: 'build',
  label: 'Build',
  read: buildState,
  write: async (tx, id, state) => {
    // A state from before builds could be featured has no `featured`: not featured then.
    const { weapon_id: weaponId, status, featured, ...fields } = state;
    const input = restoredFrom(BuildReplaceSchema, fields);
    await restoreBuildRow(tx, id, input, {
      weaponId: weaponId as number,
      status: status as string,
      featured: featured === true,
    });
    await replaceBuildChildren(tx, id, input);
    await touchWeapon(tx, weaponId as number);
  },
  // A public build answers as the weapon page reads it; one under review or trashed, as stored.
  answer: async (db, id) => {
    const state = await buildState(db, id);
    if (!state) return undefined;
    return (await findBuild(db, state.weapon_id as number, id)) ?? { id, ...state };
  },
});
