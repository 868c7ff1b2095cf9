// The one place content is made ready, on every start and for the test template alike:
// the reference lists always (they may grow with a release), sample data once, on the first start.
import type { Db } from '../db/database';
import { ensureReferenceData } from '../db/reference-data';
import { isInitialised, markSeedSkipped } from './seed/marker';

export type ContentOutcome = 'seeded' | 'kept' | 'skipped';

/** `afterSeed` runs once the sample data is in (the history records it as imported). */
export async function prepareContent(
  db: Db,
  seed: 'sample' | 'none',
  afterSeed?: (db: Db) => Promise<unknown>,
): Promise<ContentOutcome> {
  await ensureReferenceData(db);
  if (await isInitialised(db)) return 'kept'; // a later start seeds nothing
  if (seed === 'none') {
    await markSeedSkipped(db);
    return 'skipped';
  }
  // Loaded only here: the seed's data files are read and validated only when a start seeds.
  const { seedSampleData } = await import('./seed/sample');
  if (!(await seedSampleData(db))) return 'kept';
  await afterSeed?.(db);
  return 'seeded';
}
