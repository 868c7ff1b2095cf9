// Reference rows every installation needs, sample data or not. Idempotent.
import type { Db } from './database';
import { difficulties, maps, rarities, roles, weaponCategories } from './schema';
import { SEED_CATEGORIES, SEED_DIFFICULTIES, SEED_MAPS, SEED_RARITIES } from './seed/lookups';

export const ROLE_NAMES = ['user', 'editor', 'admin'] as const;

export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_NAMES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(rarities)
      .values(SEED_RARITIES.map((r, position) => ({ id: r.id, name: r.name, position })))
      .onConflictDoNothing();
    await tx
      .insert(maps)
      .values(SEED_MAPS.map((name, position) => ({ name, position })))
      .onConflictDoNothing();
    await tx
      .insert(difficulties)
      .values(SEED_DIFFICULTIES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(weaponCategories)
      .values(SEED_CATEGORIES.map((name) => ({ name })))
      .onConflictDoNothing();
  });
}
