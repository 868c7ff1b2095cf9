// A weapon's history (features/history): its state is what an editor's save writes (the weapon
// form's fields) plus the sources of its sourced stats, so restoring a sourced figure restores its
// label too.
import { asc, eq } from 'drizzle-orm';
import { WeaponReplaceSchema } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { restoredFrom, withTrashMark } from '../../db/trash';
import { weaponProsCons, weapons, weaponTags } from '../../db/schema';
import { type EntityState, trashableSubject } from '../history';
import {
  findWeapon,
  replaceWeaponChildren,
  updateWeaponRow,
  weaponFields,
  weaponProvenance,
} from './repository';

async function weaponState(db: Db | Tx, id: number): Promise<EntityState | undefined> {
  const [w] = await db.select().from(weapons).where(eq(weapons.id, id));
  if (!w) return undefined;
  const [prosCons, tags] = await Promise.all([
    db
      .select()
      .from(weaponProsCons)
      .where(eq(weaponProsCons.weaponId, id))
      .orderBy(asc(weaponProsCons.position), asc(weaponProsCons.id)),
    db
      .select({ id: weaponTags.tagId })
      .from(weaponTags)
      .where(eq(weaponTags.weaponId, id))
      .orderBy(asc(weaponTags.tagId)),
  ]);
  return withTrashMark(w, {
    ...weaponFields(w),
    pros: prosCons.filter((p) => p.isPro).map((p) => p.attributeText),
    cons: prosCons.filter((p) => !p.isPro).map((p) => p.attributeText),
    tag_ids: tags.map((t) => t.id),
    ...weaponProvenance(w),
  });
}

export const weaponHistory = trashableSubject(weapons, weapons.name, {
  entity: 'weapon',
  label: 'Weapon',
  read: weaponState,
  write: async (tx, id, state) => {
    const input = restoredFrom(WeaponReplaceSchema, state);
    await updateWeaponRow(tx, id, input, {
      statsSource: state.stats_source as string | null,
      statsAsOf: state.stats_as_of as string | null,
      baseStatsSource: state.base_stats_source as string | null,
      baseStatsAsOf: state.base_stats_as_of as string | null,
    });
    await replaceWeaponChildren(tx, id, input);
  },
  answer: (db, id) => findWeapon(db, String(id)),
});
