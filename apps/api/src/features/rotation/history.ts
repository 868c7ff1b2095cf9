// The map rotation's history (features/history): one entity, `current`, whose state is the
// schedule a replacement writes. A restore stores that schedule as a new current version, as a
// replacement would; the versions already stored are never changed.
import { RotationReplaceSchema } from '@dfwiki/shared';
import { findCurrentVersion, lockRotation } from '../../db/rotation-rows';
import { restoredFrom } from '../../db/trash';
import type { HistorySubject } from '../history';
import { CURRENT, findCurrentRotation, storeCurrentVersion } from './repository';

export const rotationHistory: HistorySubject<typeof CURRENT> = {
  entity: 'rotation',
  label: 'Map rotation',
  parseId: (raw) => (raw === CURRENT ? CURRENT : undefined),
  lock: async (tx) => {
    await lockRotation(tx);
    return (await findCurrentVersion(tx)) !== null;
  },
  read: async (db) => {
    const current = await findCurrentVersion(db);
    if (!current) return undefined;
    const { label, source, source_date, schedule } = current;
    return { label, source, source_date, schedule };
  },
  write: async (tx, _id, state, meta) => {
    await storeCurrentVersion(tx, restoredFrom(RotationReplaceSchema, state), meta.by);
  },
  answer: findCurrentRotation,
  ids: async (db) => ((await findCurrentVersion(db)) ? [CURRENT] : []),
  trashed: async () => [],
};
