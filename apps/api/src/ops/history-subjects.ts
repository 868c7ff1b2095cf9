// Every entity whose edits are kept, as its feature describes it to the history (features/history):
// the history routes restore them, and a first start records the sample data's create revisions.
import type { Db } from '../db/database';
import { buildHistory } from '../features/builds';
import { guideHistory } from '../features/guides';
import { type HistorySubject, recordImportChanges, recordImports } from '../features/history';
import { armorHistory, roundHistory } from '../features/gear';
import { itemHistory } from '../features/items';
import { keycardHistory } from '../features/keycards';
import { rotationHistory } from '../features/rotation';
import { tagHistory } from '../features/tags';
import { weaponHistory } from '../features/weapons';

export const HISTORY_SUBJECTS: HistorySubject[] = [
  weaponHistory,
  buildHistory,
  tagHistory,
  keycardHistory,
  roundHistory,
  armorHistory,
  rotationHistory,
  itemHistory,
  guideHistory,
];

/** The sample data's create revisions, named after it (its sources: docs/game-data.md). */
export const recordSampleImports = (db: Db) =>
  recordImports(db, HISTORY_SUBJECTS, 'DF Wiki sample data (sources: docs/game-data.md)');

/** Runs a later import (db:import) and records what it changed, by `source`. */
export const withImportHistory = <T>(db: Db, source: string, work: () => Promise<T>) =>
  recordImportChanges(db, HISTORY_SUBJECTS, source, work);
