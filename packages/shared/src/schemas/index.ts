// The API contract: zod schemas and the types inferred from them (`@dfwiki/shared/schemas`).
export * from './common';
export * from './errors';
export * from './responses';
export * from './tag';
export * from './build';
export * from './submission';
export * from './weapon';
export * from './keycard';
export * from './lookup';
export * from './auth';
export * from './upload';
export * from './rotation';
export * from './gear';
export * from './ttk';
export * from './gear-writes';
export * from './event';
export * from './history';
