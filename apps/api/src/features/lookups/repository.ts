import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { difficulties, itemTypes, maps, rarities } from '../../db/schema';

export const listMaps = (db: Db) =>
  db.select({ id: maps.id, name: maps.name }).from(maps).orderBy(asc(maps.position), asc(maps.id));
export const listDifficulties = (db: Db) => db.select().from(difficulties).orderBy(asc(difficulties.id));
export const listRarities = (db: Db) =>
  db.select({ id: rarities.id, name: rarities.name }).from(rarities).orderBy(asc(rarities.position));
export const listItemTypes = async (db: Db) =>
  (await db.select().from(itemTypes).orderBy(asc(itemTypes.name))).map((t) => ({
    id: t.id,
    name: t.name,
    image_url: t.imageUrl,
  }));
