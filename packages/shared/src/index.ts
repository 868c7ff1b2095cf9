// @dfwiki/shared — the contract between API and web: zod schemas, pure domain rules, static data.

// Schemas and inferred types
export * from './schemas';

// Domain rules
export * from './domain';

// Static reference data (docs/game-data.md)
export * from './data';

// Weapon builds pages and site search (pure, framework-free)
export * from './weapons';
export * from './search';
export * from './viewer';
export * from './routes';
