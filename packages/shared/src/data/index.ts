// Static, sourced reference data (`@dfwiki/shared/data`; sources in docs/game-data.md), each kept in
// a JSON file beside its module and read through its schema.
export * from './data-files';
export * from './events';
export * from './zero-dam-preset';
export * from './storage-items';
export * from './keycard-areas';
