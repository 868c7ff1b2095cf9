export * from './public-routes';
