// Build rows written (Drizzle only): the build, its tags and attachments, and the weapon it
// belongs to marked as changed. The services decide what may change; these only say how.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BuildInput } from '@dfwiki/shared';
import type { Tx } from '../../db/database';
import { buildColumns, type BuildColumnsInput } from './row-columns';
import { buildAttachments, buildTagLinks, builds, weapons } from '../../db/schema';
import { isPublicBuild } from './repository';

/** Replaces a build's tag links and attachments. */
export async function replaceBuildChildren(
  tx: Tx,
  buildId: number,
  input: Pick<BuildInput, 'tag_ids' | 'attachments'>,
) {
  await tx.delete(buildTagLinks).where(eq(buildTagLinks.buildId, buildId));
  await tx.delete(buildAttachments).where(eq(buildAttachments.buildId, buildId));
  await linkTags(
    tx,
    input.tag_ids.map((tagId) => ({ buildId, tagId })),
  );
  if (input.attachments.length)
    await tx
      .insert(buildAttachments)
      .values(input.attachments.map((a, position) => ({ buildId, name: a.name, type: a.type, position })));
}

/** A weapon counts as updated when one of its public builds changes. */
export async function touchWeapon(tx: Tx, weaponId: number) {
  await tx.update(weapons).set({ updatedAt: new Date().toISOString() }).where(eq(weapons.id, weaponId));
}

/** Whether the weapon is there and not in the trash (a trashed weapon takes no builds). */
export async function weaponExists(tx: Tx, weaponId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: weapons.id })
    .from(weapons)
    .where(and(eq(weapons.id, weaponId), isNull(weapons.deletedAt)));
  return row !== undefined;
}

/** Links builds to tags; a link already there stays as it is. */
async function linkTags(tx: Tx, links: { buildId: number; tagId: number }[]) {
  if (links.length) await tx.insert(buildTagLinks).values(links).onConflictDoNothing();
}

/** The columns of a build row besides the ones its input names (weapon, source, dates…). */
export type BuildRowExtras = Omit<typeof builds.$inferInsert, keyof ReturnType<typeof buildColumns>>;

/**
 * Inserts builds with their tag links, one insert each for all of them: the seed adds its sample
 * builds at once, and a first start should stay fast.
 */
export async function insertBuildsWithTags(
  tx: Tx,
  list: { input: BuildColumnsInput; row: BuildRowExtras; tag_ids: number[] }[],
): Promise<void> {
  if (!list.length) return;
  const inserted = await tx
    .insert(builds)
    .values(list.map((b) => ({ ...buildColumns(b.input), ...b.row })))
    .returning({ id: builds.id, weaponId: builds.weaponId, code: builds.buildCode });
  // A weapon takes each code once, so weapon and code name the new row.
  const key = (weaponId: number, code: string) => `${weaponId} ${code}`;
  const ids = new Map(inserted.map((b) => [key(b.weaponId, b.code), b.id]));
  await linkTags(
    tx,
    list.flatMap((b) => {
      const buildId = ids.get(key(b.row.weaponId, b.input.build_code))!;
      return b.tag_ids.map((tagId) => ({ buildId, tagId }));
    }),
  );
}

export async function insertBuild(tx: Tx, values: typeof builds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(builds).values(values).returning({ id: builds.id });
  return row!.id;
}

/** Sets columns of a public build of this weapon; false when the weapon has no such build. */
export async function updatePublicBuild(
  tx: Tx,
  weaponId: number,
  buildId: number,
  values: Partial<typeof builds.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(builds)
    .set(values)
    .where(and(eq(builds.id, buildId), eq(builds.weaponId, weaponId), isPublicBuild))
    .returning({ id: builds.id });
  return rows.length > 0;
}

/**
 * A restore's write: the build's columns, its weapon, review state and whether it is featured as
 * they were then (a build featured before and after keeps its first featured time).
 */
export async function restoreBuildRow(
  tx: Tx,
  buildId: number,
  input: BuildInput,
  { featured, ...row }: { weaponId?: number; status?: string; featured: boolean },
) {
  await tx
    .update(builds)
    .set({
      ...buildColumns(input),
      ...row,
      featuredAt: featured ? sql`coalesce(${builds.featuredAt}, now())` : null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(builds.id, buildId));
}

/** Features a build now, or unfeatures it (a build already featured keeps its time). */
export async function setBuildFeatured(tx: Tx, buildId: number, featured: boolean) {
  await tx
    .update(builds)
    .set({ featuredAt: featured ? sql`coalesce(${builds.featuredAt}, now())` : null })
    .where(eq(builds.id, buildId));
}
