export * from './build-weapons';
