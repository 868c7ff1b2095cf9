// Weapon and build writes. Each is one transaction: the weapon row and all its children
// (TTK values, pros/cons, tags, builds) change together or not at all.
import {
  type BuildInput,
  type BuildPatch,
  BuildReplaceSchema,
  slugify,
  type WeaponInput,
  type WeaponPatch,
  WeaponReplaceSchema,
} from '@dfwiki/shared';
import { and, eq, like, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { withReferenceCheck } from '../../db/errors';
import { builds, ttkValues, weaponProsCons, weapons, weaponTags } from '../../db/schema';
import { Invalid, NotFound } from '../../domain-errors';
import {
  buildColumns,
  findBuild,
  findWeapon,
  isPublicBuild,
  replaceBuildChildren,
  touchWeapon,
} from './repository';

const unknownReference = () =>
  new Invalid('UNKNOWN_REFERENCE', 'The category, a tag or a build does not exist.');

/** An unknown category, weapon or tag id fails its foreign key: a 400, not a 500. */
const checkReferences = <T>(work: () => Promise<T>) => withReferenceCheck(work, unknownReference);

function weaponColumns(input: WeaponInput) {
  return {
    name: input.name,
    categoryId: input.category_id,
    tier: input.tier,
    description: input.description,
    imageUrl: input.image_url ?? null,
    isNew: input.is_new,
    overview: input.overview,
    notes: input.notes,
    damage: input.damage,
    fireRate: input.fire_rate,
    range: input.range,
    capacity: input.capacity,
    reloadTime: input.reload_time,
    mobility: input.mobility,
    control: input.control,
    accuracy: input.accuracy,
    stability: input.stability,
    handling: input.handling,
    armorPen: input.armor_pen,
  };
}

async function uniqueSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'weapon';
  const taken = new Set(
    (
      await tx
        .select({ slug: weapons.slug })
        .from(weapons)
        .where(or(eq(weapons.slug, base), like(weapons.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

async function replaceChildren(tx: Tx, weaponId: number, input: WeaponInput) {
  await tx.delete(weaponProsCons).where(eq(weaponProsCons.weaponId, weaponId));
  await tx.delete(ttkValues).where(eq(ttkValues.weaponId, weaponId));
  await tx.delete(weaponTags).where(eq(weaponTags.weaponId, weaponId));
  const pc = [
    ...input.pros.map((t, position) => ({ weaponId, attributeText: t, isPro: true, position })),
    ...input.cons.map((t, position) => ({ weaponId, attributeText: t, isPro: false, position })),
  ];
  if (pc.length) await tx.insert(weaponProsCons).values(pc);
  if (input.ttk_values.length)
    await tx.insert(ttkValues).values(
      input.ttk_values.map((t) => ({
        weaponId,
        ammoType: t.ammo_type,
        targetArea: t.target_area,
        ttkValue: t.ttk_value,
      })),
    );
  if (input.tag_ids.length)
    await tx.insert(weaponTags).values(input.tag_ids.map((tagId) => ({ weaponId, tagId })));
}

export async function createWeapon(db: Db, input: WeaponInput): Promise<number> {
  return checkReferences(() =>
    db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, input.name);
      const [row] = await tx
        .insert(weapons)
        .values({ ...weaponColumns(input), slug })
        .returning({ id: weapons.id });
      await replaceChildren(tx, row!.id, input);
      return row!.id;
    }),
  );
}

export async function updateWeapon(db: Db, id: number, input: WeaponInput): Promise<void> {
  await checkReferences(() =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(weapons)
        .set({ ...weaponColumns(input), updatedAt: new Date().toISOString() })
        .where(eq(weapons.id, id))
        .returning({ id: weapons.id });
      if (!updated.length) throw new NotFound('Weapon');
      await replaceChildren(tx, id, input);
      // An older client deletes a build by sending the weapon without it.
      if (input.builds) {
        const keep = input.builds.map((b) => b.id);
        // Only public builds: submissions under review are not the weapon form's to delete.
        const owned = await tx
          .select({ id: builds.id })
          .from(builds)
          .where(and(eq(builds.weaponId, id), isPublicBuild));
        const ownedIds = new Set(owned.map((b) => b.id));
        if (keep.some((k) => !ownedIds.has(k)))
          throw new Invalid('UNKNOWN_REFERENCE', 'A listed build does not belong to this weapon.');
        await tx
          .delete(builds)
          .where(
            keep.length
              ? and(eq(builds.weaponId, id), isPublicBuild, notInArray(builds.id, keep))
              : and(eq(builds.weaponId, id), isPublicBuild),
          );
      }
    }),
  );
}

/** Changes only the given fields: the current weapon with the patch on top, written as a whole. */
export async function patchWeapon(db: Db, id: number, patch: WeaponPatch): Promise<void> {
  const current = await findWeapon(db, String(id));
  if (!current) throw new NotFound('Weapon');
  await updateWeapon(db, id, WeaponReplaceSchema.parse({ ...current, ...patch }));
}

export async function deleteWeapon(db: Db, id: number): Promise<void> {
  const rows = await db.delete(weapons).where(eq(weapons.id, id)).returning({ id: weapons.id });
  if (!rows.length) throw new NotFound('Weapon');
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
  return checkReferences(() =>
    db.transaction(async (tx) => {
      const [weapon] = await tx.select({ id: weapons.id }).from(weapons).where(eq(weapons.id, weaponId));
      if (!weapon) throw new NotFound('Weapon');
      const authorId = input.creator_name ? null : (editorId ?? null);
      const [row] = await tx
        .insert(builds)
        .values({ ...buildColumns(input), weaponId, authorId })
        .returning({ id: builds.id });
      await replaceBuildChildren(tx, row!.id, input);
      await touchWeapon(tx, weaponId);
      return row!.id;
    }),
  );
}

export async function updateBuild(
  db: Db,
  weaponId: number,
  buildId: number,
  input: BuildInput,
): Promise<void> {
  await checkReferences(() =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(builds)
        .set({ ...buildColumns(input), updatedAt: new Date().toISOString() })
        .where(and(eq(builds.id, buildId), eq(builds.weaponId, weaponId), isPublicBuild))
        .returning({ id: builds.id });
      if (!updated.length) throw new NotFound('Build');
      await replaceBuildChildren(tx, buildId, input);
      await touchWeapon(tx, weaponId);
    }),
  );
}

/** Changes only the given fields of a build. */
export async function patchBuild(db: Db, weaponId: number, buildId: number, patch: BuildPatch) {
  const current = await findBuild(db, weaponId, buildId);
  if (!current) throw new NotFound('Build');
  await updateBuild(db, weaponId, buildId, BuildReplaceSchema.parse({ ...current, ...patch }));
}

export async function deleteBuild(db: Db, weaponId: number, buildId: number): Promise<void> {
  const rows = await db
    .delete(builds)
    .where(and(eq(builds.id, buildId), eq(builds.weaponId, weaponId), isPublicBuild))
    .returning({ id: builds.id });
  if (!rows.length) throw new NotFound('Build');
}
