// @dfwiki/shared — the contract between API and web: zod schemas, pure domain rules, static data.

// Schemas and inferred types
export * from './schemas/common';
export * from './schemas/errors';
export * from './schemas/responses';
export * from './schemas/tag';
export * from './schemas/build';
export * from './schemas/submission';
export * from './schemas/weapon';
export * from './schemas/keycard';
export * from './schemas/lookup';
export * from './schemas/auth';
export * from './schemas/upload';
export * from './schemas/rotation';
export * from './schemas/event';
export * from './schemas/ui';

// Domain rules
export * from './domain/constants';
export * from './domain/password';
export * from './domain/keycards';
export * from './domain/ttk';
export * from './domain/ttk-derive';
export * from './domain/rotation';
export * from './domain/events';
export * from './domain/price-parser';
export * from './domain/slug';
export * from './domain/build-code';
export * from './domain/zoom';
export * from './domain/price-chart';

// Static reference data (docs/game-data.md)
export * from './data/rotation';
export * from './data/events';
export * from './data/zero-dam-preset';
export * from './data/storage-items';
export * from './data/keycard-areas';

// Weapon builds pages and site search (pure, framework-free)
export * from './weapons';
export * from './search';
export * from './viewer';
export * from './routes';
