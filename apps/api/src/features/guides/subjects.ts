// What a guide is about: a weapon, a map, a keycard or an item, stored as our id of it (a weapon's
// or item's number, a map's slug, a keycard's id) and answered with what a link needs.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { slugify, type GuideSubject, type GuideSubjectInput, type GuideSubjectType } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { items, keycards, maps, weapons } from '../../db/schema';
import { Invalid } from '../../domain-errors';

export interface StoredSubject {
  type: GuideSubjectType;
  id: string;
}

const unknownSubject = () =>
  new Invalid('UNKNOWN_REFERENCE', 'The weapon, map, keycard or item the guide is about does not exist.', [
    { path: 'subject.id', rule: 'exists', message: 'must name an existing weapon, map, keycard or item' },
  ]);

const isNumber = (id: string | number) => typeof id === 'number' || /^\d{1,10}$/.test(id);

/** The stored form of a subject a writer sends (by id or slug), or a 400 when it names nothing. */
export async function resolveSubject(db: Db | Tx, input: GuideSubjectInput): Promise<StoredSubject> {
  const found = (await describeSubjects(db, [{ type: input.type, id: String(input.id) }]))[0];
  if (found) return { type: found.type, id: String(found.id) };
  if (input.type === 'weapon' || input.type === 'item') {
    // By slug: weapons and items also answer to theirs.
    const table = input.type === 'weapon' ? weapons : items;
    if (!isNumber(input.id)) {
      const where =
        input.type === 'weapon'
          ? and(eq(weapons.slug, String(input.id)), isNull(weapons.deletedAt))
          : eq(items.slug, String(input.id));
      const [row] = await db.select({ id: table.id }).from(table).where(where);
      if (row) return { type: input.type, id: String(row.id) };
    }
  }
  throw unknownSubject();
}

/** Each stored subject with its name and page slug, in the order asked; missing ones are left out. */
export async function describeSubjects(db: Db | Tx, subjects: StoredSubject[]): Promise<GuideSubject[]> {
  const idsOf = (type: GuideSubjectType) => [
    ...new Set(subjects.filter((s) => s.type === type).map((s) => s.id)),
  ];
  const numeric = (ids: string[]) => ids.filter((id) => isNumber(id)).map(Number);
  const [weaponRows, itemRows, cardRows, mapRows] = await Promise.all([
    numeric(idsOf('weapon')).length
      ? db
          .select({ id: weapons.id, slug: weapons.slug, name: weapons.name })
          .from(weapons)
          .where(and(inArray(weapons.id, numeric(idsOf('weapon'))), isNull(weapons.deletedAt)))
      : [],
    numeric(idsOf('item')).length
      ? db
          .select({ id: items.id, slug: items.slug, name: items.name })
          .from(items)
          .where(inArray(items.id, numeric(idsOf('item'))))
      : [],
    idsOf('keycard').length
      ? db
          .select({ id: keycards.id, name: keycards.name })
          .from(keycards)
          .where(and(inArray(keycards.id, idsOf('keycard')), isNull(keycards.deletedAt)))
      : [],
    idsOf('map').length ? db.select({ name: maps.name }).from(maps) : [],
  ]);
  const known = new Map<string, GuideSubject>();
  for (const w of weaponRows)
    known.set(`weapon:${w.id}`, { type: 'weapon', id: w.id, slug: w.slug, name: w.name });
  for (const i of itemRows) known.set(`item:${i.id}`, { type: 'item', id: i.id, slug: i.slug, name: i.name });
  for (const c of cardRows)
    known.set(`keycard:${c.id}`, { type: 'keycard', id: c.id, slug: c.id, name: c.name });
  for (const m of mapRows) {
    const slug = slugify(m.name);
    known.set(`map:${slug}`, { type: 'map', id: slug, slug, name: m.name });
  }
  return subjects.flatMap((s) => known.get(`${s.type}:${s.id}`) ?? []);
}
