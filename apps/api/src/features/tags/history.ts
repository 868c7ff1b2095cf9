// A tag's history (features/history): its name, and whether it is in the trash. A trashed tag
// leaves weapons and builds at once and comes back on them when restored (the links are kept).
import { TagInputSchema } from '@dfwiki/shared';
import { numericIdRows, restoredFrom, setTrashed } from '../../db/trash';
import { buildTags } from '../../db/schema';
import type { HistorySubject } from '../history';
import { findTag, renameTag } from './repository';

export const tagHistory: HistorySubject<number> = {
  entity: 'tag',
  label: 'Tag',
  ...numericIdRows(buildTags, buildTags.name),
  read: async (db, id) => {
    const tag = await findTag(db, id);
    return tag && { name: tag.name, ...(tag.deletedAt ? { deleted: true } : {}) };
  },
  write: async (tx, id, state) => {
    await renameTag(tx, id, restoredFrom(TagInputSchema, state).name);
    await setTrashed(tx, buildTags, id, state.deleted === true);
  },
  answer: async (db, id) => {
    const tag = await findTag(db, id);
    return tag && { id: tag.id, name: tag.name };
  },
};
