// A tag's history (features/history): its name, and whether it is in the trash. A trashed tag
// leaves weapons and builds at once and comes back on them when restored (the links are kept).
import { TagInputSchema } from '@dfwiki/shared';
import { restoredFrom, withTrashMark } from '../../db/trash';
import { buildTags } from '../../db/schema';
import { trashableSubject } from '../history';
import { findTag, renameTag } from './repository';

export const tagHistory = trashableSubject(buildTags, buildTags.name, {
  entity: 'tag',
  label: 'Tag',
  read: async (db, id) => {
    const tag = await findTag(db, id);
    return tag && withTrashMark(tag, { name: tag.name });
  },
  write: async (tx, id, state) => {
    await renameTag(tx, id, restoredFrom(TagInputSchema, state).name);
  },
  answer: async (db, id) => {
    const tag = await findTag(db, id);
    return tag && { id: tag.id, name: tag.name };
  },
});
