// Static, sourced reference data (`@dfwiki/shared/data`; sources in docs/game-data.md).
export * from './events';
export * from './zero-dam-preset';
export * from './storage-items';
export * from './keycard-areas';
