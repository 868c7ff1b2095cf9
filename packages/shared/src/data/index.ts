// Static, sourced reference data (`@dfwiki/shared/data`; sources in docs/game-data.md), each kept in
// a JSON file beside its module. The schemas (data-file-schemas.ts) are exported apart, for Node.
export * from './events';
export * from './zero-dam-preset';
export * from './storage-items';
export * from './keycard-areas';
