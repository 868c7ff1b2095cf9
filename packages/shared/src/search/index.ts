export * from './normalize';
export * from './search-index';
export * from './site-docs';
