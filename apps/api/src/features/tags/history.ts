// A tag's history (features/history): its name, and whether it is in the trash. A trashed tag
// leaves weapons and builds at once and comes back on them when restored (the links are kept).
import { TagInputSchema } from '@dfwiki/shared';
import { allIds, lockRow, restoredFrom, setTrashed, trashedRows } from '../../db/trash';
import { buildTags } from '../../db/schema';
import type { HistorySubject } from '../history';
import { findTag, renameTag } from './repository';

export const tagHistory: HistorySubject<number> = {
  entity: 'tag',
  label: 'Tag',
  parseId: (raw) => (/^\d{1,10}$/.test(raw) ? Number(raw) : undefined),
  lock: (tx, id) => lockRow(tx, buildTags, id),
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
  ids: (db) => allIds(db, buildTags),
  trashed: (db) => trashedRows(db, buildTags, buildTags.name),
};
