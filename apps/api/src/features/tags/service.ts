// Tag rules: a name is taken at most once, ignoring case (409 TAG_EXISTS); an unknown id is 404.
// Every write keeps its revision (features/history); a delete moves the tag to the trash.
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { setTrashed } from '../../db/trash';
import { buildTags } from '../../db/schema';
import { Conflict } from '../../domain-errors';
import { type EditMeta, recordCreate, recordDelete, recordWrite } from '../history';
import { tagHistory } from './history';
import { insertTag, renameTag } from './repository';

const tagExists = (name: string) => new Conflict('TAG_EXISTS', `A tag named '${name}' already exists.`);

async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists(name);
    throw err;
  }
}

export const createTag = (db: Db, name: string, meta: EditMeta) =>
  uniqueName(name, () =>
    db.transaction(async (tx) => {
      const tag = await insertTag(tx, name);
      await recordCreate(tx, tagHistory, tag.id, meta);
      return tag;
    }),
  );

export const updateTagName = (db: Db, id: number, name: string, meta: EditMeta) =>
  uniqueName(name, () =>
    db.transaction((tx) =>
      recordWrite(tx, tagHistory, id, 'update', meta, async () => (await renameTag(tx, id, name))!),
    ),
  );

export const removeTag = (db: Db, id: number, meta: EditMeta) =>
  db.transaction((tx) => recordDelete(tx, tagHistory, id, meta, () => setTrashed(tx, buildTags, id, true)));
