export * from './public-routes';
export * from './member-routes';
