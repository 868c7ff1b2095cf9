// The map rotation's history (features/history): one entity, `current`, whose state is the
// schedule a replacement writes. A restore stores that schedule as a new current version, as a
// replacement would; the versions already stored are never changed.
import { RotationReplaceSchema } from '@dfwiki/shared';
import { findCurrentVersion, lockRotation } from './rotation-rows';
import { restoredFrom } from '../../db/trash';
import type { Db, Tx } from '../../db/database';
import { diffStates, type EntityState, type HistorySubject } from '../history';
import { CURRENT, findCurrentRotation, storeCurrentVersion } from './repository';

async function rotationState(db: Db | Tx): Promise<EntityState | undefined> {
  const current = await findCurrentVersion(db);
  if (!current) return undefined;
  const { label, source, source_date, schedule } = current;
  return { label, source, source_date, schedule };
}

export const rotationHistory: HistorySubject<typeof CURRENT> = {
  entity: 'rotation',
  label: 'Map rotation',
  parseId: (raw) => (raw === CURRENT ? CURRENT : undefined),
  lock: async (tx) => {
    await lockRotation(tx);
    return (await findCurrentVersion(tx)) !== null;
  },
  read: rotationState,
  write: async (tx, _id, state, meta) => {
    const input = restoredFrom(RotationReplaceSchema, state);
    // Today's schedule restored: no new version, as no revision is recorded either.
    if (!diffStates(await rotationState(tx), { ...input }).length) return;
    await storeCurrentVersion(tx, input, meta.by);
  },
  answer: findCurrentRotation,
  ids: async (db) => ((await findCurrentVersion(db)) ? [CURRENT] : []),
  trashed: async () => [],
};
