export * from './public-routes';
export * from './member-routes';
export * from './page-url';
export * from './calculator-query';
export * from './language-path';
export * from './id-or-slug';
export * from './recent-change-links';
