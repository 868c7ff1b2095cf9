// Tag rules: a name is taken at most once, ignoring case (409 TAG_EXISTS); an unknown id is 404.
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, NotFound } from '../../domain-errors';
import { deleteTag, insertTag, renameTag } from './repository';

const tagExists = (name: string) => new Conflict('TAG_EXISTS', `A tag named '${name}' already exists.`);

async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists(name);
    throw err;
  }
}

export const createTag = (db: Db, name: string) => uniqueName(name, () => insertTag(db, name));

export async function updateTagName(db: Db, id: number, name: string) {
  const tag = await uniqueName(name, () => renameTag(db, id, name));
  if (!tag) throw new NotFound('Tag');
  return tag;
}

export async function removeTag(db: Db, id: number) {
  if (!(await deleteTag(db, id))) throw new NotFound('Tag');
}
