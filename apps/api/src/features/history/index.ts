// What the rest of the API may use of the history: the routes, the write recorders each feature
// runs its writes through, the audit log, and the last edit of each entity for public pages.
export { historyRoutes } from './routes';
export { type EditMeta, type HistorySubject, recordCreate, recordDelete, recordWrite } from './tracked';
export { trashableSubject } from './trash-subject';
export type { EntityState } from './changes';
export { diffStates } from './changes';
export { type Author, insertAudit, insertRevisions, lastEdits } from './repository';
export { editStamps } from './repository';
export { purgeTrash } from './purge';
export { recordImportChanges, recordImports } from './imports';
