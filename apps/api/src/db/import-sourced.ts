// `npm run db:import -- --sourced`: loads the sourced game data shipped with this release into an
// existing database, in one transaction, and says what it did. Running it again changes nothing.
// Today: the map rotation versions (seed/rotation.ts); more sourced facts join here.
import type { Db } from './database';
import { loadSourcedRotation, type RotationLoadReport } from './seed/rotation';

export interface SourcedImportReport {
  rotation: RotationLoadReport;
}

export async function importSourcedData(db: Db): Promise<SourcedImportReport> {
  return db.transaction(async (tx) => ({ rotation: await loadSourcedRotation(tx) }));
}

/** The report as lines for the terminal. */
export function describeSourcedImport(report: SourcedImportReport): string[] {
  const { rotation } = report;
  return [
    'Map rotation:',
    rotation.added.length
      ? `  added ${rotation.added.length} version(s): ${rotation.added.join('; ')}`
      : '  every sourced version was already stored',
    rotation.madeCurrent
      ? `  made current: ${rotation.madeCurrent}`
      : `  current version kept: ${rotation.kept ?? 'unchanged'}`,
  ];
}
